// The Fastify instance itself: body limit, proxy trust, one log line per request, request ids, our
// error body for what the router or Node's parser cannot read, and zod for every schema.
import Fastify, { LogController } from "fastify";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import { answerClientError, answerFrameworkError } from "#server/plugins/errors.ts";
import { HTTP_LIMITS, httpLimitOptions } from "#server/plugins/http-limits.ts";
import { loggerOptions } from "#server/plugins/logger-options.ts";
import { requestId } from "#server/plugins/request-log.ts";
import type { AppDeps } from "./app-deps.ts";

export const BODY_LIMIT_BYTES = 1_048_576;

export function createFastify(deps: AppDeps) {
  const app = Fastify({
    logger: deps.logger === false ? false : loggerOptions({ level: deps.config.logLevel, ...deps.logger }),
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: deps.config.trustProxy,
    // Fastify's two lines per request give way to one of ours (plugins/request-log.ts).
    logController: new LogController({ disableRequestLogging: true }),
    // No child logger per request (measurable on the hot path): log lines that need the request id
    // carry it explicitly (plugins/request-log.ts, plugins/errors.ts).
    childLoggerFactory: (logger) => logger,
    // X-Request-Id from a proxy when it looks like an id, else a new one (plugins/request-log.ts).
    requestIdHeader: false,
    genReqId: requestId,
    // A URL the router cannot read gets the API's error body too, and so does a request Node's
    // parser cannot read (headers too large, too slow, not HTTP).
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
    // While closing, new requests get our own 503 (plugins/load-shedding.ts), with a code like any error.
    return503OnClosing: false,
    ...httpLimitOptions({ ...HTTP_LIMITS, ...deps.httpLimits }),
  }).withTypeProvider<ZodTypeProvider>();
  if (deps.onRoute) app.addHook("onRoute", deps.onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  return app;
}

export type AppInstance = ReturnType<typeof createFastify>;
