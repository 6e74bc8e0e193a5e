// Load shedding (docs/operating.md "Overload"): when the event loop falls behind, or
// more requests are being worked on than one process can finish in time, new requests are answered at
// once with a 503 and Retry-After rather than queued for seconds. What is shed is the expensive work:
// each route says what answering it costs where it is registered (`config.cost`), "expensive" unless
// it says otherwise. A "cheap" answer (served from memory: the catalogue, brand pages, rankings, the
// site's settings) costs about what a refusal does, so refusing it would free nothing: those keep
// answering while sign-ins and redemptions are refused, and so does the health check (a busy instance
// is not a dead one: a load balancer that saw 503s there would push its load onto the others).
import { setTimeout } from "node:timers/promises";
import underPressure from "@fastify/under-pressure";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { serverBusy } from "../lib/app-error.ts";

/** What answering a route costs the process, for load shedding (see above). */
export type RouteCost = "cheap" | "expensive";

declare module "fastify" {
  interface FastifyContextConfig {
    /** "cheap": answered from memory, never shed. Left out: "expensive", shed first under load. */
    cost?: RouteCost;
  }
}

export interface SheddingLimits {
  /** Mean event-loop delay over one sample above which requests are shed; 0 turns shedding off. */
  maxEventLoopDelayMs: number;
  /** How often the delay is sampled (and so how long shedding lasts at least). */
  sampleIntervalMs: number;
  /**
   * Requests being handled at once (their bodies read) beyond which new ones are refused; 0: no cap.
   * Work in one process shares one event loop (and with the embedded database, one connection), so
   * past a few dozen a new request only waits behind the others: a burst of 200 would wait seconds.
   */
  maxInFlight: number;
  /**
   * How long a refusal is held before it is sent. A client that sends again at once (a load tool,
   * a retry loop) would otherwise turn each refusal into another request at once: 200 of them
   * kept the thread answering 503s while the admitted requests and new connections waited.
   */
  refusalPaceMs: number;
}

export const SHEDDING_LIMITS: SheddingLimits = {
  // The embedded database runs its queries on this thread: one heavy query lags the loop by a few
  // hundred ms without any overload (200 shed a two-browser e2e run's sign-ups). A second's lag means
  // every request is already waiting that long.
  maxEventLoopDelayMs: 1_000,
  sampleIntervalMs: 500,
  maxInFlight: 32,
  refusalPaceMs: 250,
};

// Only API work is shed. The web app's files cost next to nothing to send, and a page whose script
// chunk got a 503 cannot show anything at all, not even the busy message of the API call it makes.
const API = /^\/api\//;
const neverShed = (request: FastifyRequest) =>
  !API.test(request.url) || request.routeOptions.config.cost === "cheap";

export async function registerLoadShedding(app: FastifyInstance, limits: SheddingLimits): Promise<void> {
  await app.register(underPressure, {
    maxEventLoopDelay: limits.maxEventLoopDelayMs,
    sampleInterval: limits.sampleIntervalMs,
    // A rejection becomes the request's error: the usual JSON {message} with Retry-After.
    pressureHandler: async (request) => {
      if (neverShed(request)) return;
      throw serverBusy(2 * limits.sampleIntervalMs);
    },
  });
  refuseWhileClosing(app);
  if (limits.maxInFlight > 0) capInFlight(app, limits.maxInFlight);
  if (limits.refusalPaceMs > 0) paceRefusals(app, limits.refusalPaceMs);
}

/**
 * Once the app starts closing, a request that still arrives (on a kept-alive connection) is refused at
 * once with a 503 and the connection closed, before any of it is done: the load balancer sends it to
 * another instance, or the client sends it again. (Fastify's return503OnClosing did the same with a
 * body of its own; this one is the API's error body, with its code.)
 */
function refuseWhileClosing(app: FastifyInstance): void {
  let closing = false;
  app.addHook("preClose", (done) => {
    closing = true;
    done();
  });
  app.addHook("onRequest", (_request, reply, done) => {
    if (!closing) return done();
    reply.header("connection", "close");
    done(serverBusy(1_000));
  });
}

/** Holds every 503 with a Retry-After (shed, or shutting down) for `paceMs` before it is sent. */
function paceRefusals(app: FastifyInstance, paceMs: number): void {
  app.addHook("onSend", async (_request, reply, payload) => {
    if (reply.statusCode === 503 && reply.hasHeader("retry-after")) await setTimeout(paceMs);
    return payload;
  });
}

/**
 * Counted once the body is read, so a slow client does not hold a place (the HTTP timeouts deal with
 * it); uploads stream their file inside the handler and are left out for the same reason. Counted
 * before the routes' own preValidation (the session lookup), so a refused request costs no query.
 */
function capInFlight(app: FastifyInstance, max: number): void {
  let inFlight = 0;
  app.addHook("preValidation", async (request, reply) => {
    if (neverShed(request) || request.isMultipart()) return;
    if (inFlight >= max) throw serverBusy(1_000);
    inFlight += 1;
    // The response's close comes exactly once, whether it finished or the client went away.
    reply.raw.once("close", () => (inFlight -= 1));
  });
}
