// /api/students/verify*: student e-mail codes and document uploads (spec 000 §7), students only.
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { messageAnswerSchema, userAnswerSchema } from "@studentperks/contracts/auth";
import {
  DOCUMENT_MAX_BYTES,
  DOCUMENT_MIME_TYPES,
  documentFieldsSchema,
  verificationAnswerSchema,
  verificationMessages as formMessages,
  verificationSchema,
  verifyStudentEmailSchema,
  verifyStudentOtpSchema,
} from "@studentperks/contracts/verification";
import * as z from "zod";
import { AppError } from "../../lib/app-error.ts";
import { CODE_RESEND_INTERVAL_MS, CODES_PER_HOUR } from "../../lib/one-time-codes.ts";
import { byIp, createLimiter, limitRequests, type Limit } from "../../plugins/rate-limit.ts";
import type { SessionManager } from "../../plugins/sessions.ts";
import { receiveUpload } from "../../plugins/uploads.ts";
import type { Clock } from "../../services/clock.ts";
import type { FileStorage } from "../../services/storage/index.ts";
import { toPublicUser } from "../auth/public-user.ts";
import { normaliseEmail } from "../auth/users-repo.ts";
import { verificationMessages } from "./rules.ts";
import type { VerificationService } from "./service.ts";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

const byUser = (request: { session: { userId: string } | null }) => request.session?.userId ?? null;
const byStudentEmail = (request: { body: unknown }) => {
  const email = (request.body as { email?: unknown } | null)?.email;
  return typeof email === "string" ? normaliseEmail(email) : null;
};
const perUser = (name: string, max: number, windowMs: number): Limit => ({
  name: `${name}:user`,
  max,
  windowMs,
  key: byUser,
});

export interface VerificationRoutesOptions {
  verification: VerificationService;
  sessions: SessionManager;
  documents: FileStorage;
  clock: Clock;
}

export const verificationRoutes: FastifyPluginAsyncZod<VerificationRoutesOptions> = async (app, options) => {
  const { verification, sessions, documents, clock } = options;
  const student = sessions.requireRole("student");
  // A code goes to one student e-mail at most once a minute and 5 times an hour, whoever asks, so
  // nobody can flood a university mailbox; unknown domains send nothing and are not counted here.
  const throttleSend = createLimiter(app, [
    perUser("verify-send-interval", 1, CODE_RESEND_INTERVAL_MS),
    perUser("verify-send-hourly", CODES_PER_HOUR, HOUR),
    { name: "verify-send:email", max: CODES_PER_HOUR, windowMs: HOUR, key: byStudentEmail },
  ]);

  app.get(
    "/api/students/verify",
    { schema: { response: { 200: verificationAnswerSchema } }, preValidation: student },
    async (request, reply) =>
      reply
        .header("cache-control", "no-store")
        .send({ verification: await verification.current(request.session!.userId) }),
  );

  app.post(
    "/api/students/verify",
    {
      schema: {
        body: verifyStudentEmailSchema,
        response: { 200: messageAnswerSchema.extend({ institution: z.string() }), 202: messageAnswerSchema },
      },
      preValidation: student,
      preHandler: limitRequests(app, [perUser("verify", 20, HOUR), ip("verify", 60, HOUR)]),
    },
    async (request, reply) => {
      const outcome = await verification.submitStudentEmail(request.session!.userId, request.body.email, () =>
        throttleSend(request),
      );
      if (!outcome.recognized) return reply.code(202).send({ message: outcome.message });
      return { message: outcome.message, institution: outcome.institution };
    },
  );

  app.post(
    "/api/students/verify-otp",
    {
      schema: { body: verifyStudentOtpSchema, response: { 200: userAnswerSchema } },
      preValidation: student,
      preHandler: limitRequests(app, [
        perUser("verify-otp", 10, 15 * MINUTE),
        ip("verify-otp", 30, 15 * MINUTE),
      ]),
    },
    async (request) => {
      const { user, profile } = await verification.verifyCode(
        request.session!.userId,
        request.body.email,
        request.body.otp,
      );
      return { user: toPublicUser(user, profile, clock.now()) };
    },
  );

  app.post(
    "/api/students/verify-document",
    {
      schema: {
        response: { 201: messageAnswerSchema.extend({ verification: verificationSchema }) },
      },
      preValidation: student,
      preHandler: limitRequests(app, [perUser("verify-document", 10, HOUR)]),
    },
    async (request, reply) => {
      const userId = request.session!.userId;
      await verification.assertCanSubmitDocument(userId);
      const { fields, file } = await receiveUpload(request, {
        fileField: "document",
        maxBytes: DOCUMENT_MAX_BYTES,
        accept: DOCUMENT_MIME_TYPES,
        storage: documents,
        folder: "documents",
        messages: {
          tooLarge: formMessages.fileTooLarge,
          badType: formMessages.fileType,
          missing: formMessages.noFile,
        },
      });
      const parsed = documentFieldsSchema.safeParse(fields);
      if (!parsed.success) {
        await documents.delete(file.key);
        const issue = parsed.error.issues[0]!;
        throw new AppError(400, issue.message, "INVALID_FIELDS");
      }
      const result = await verification
        .recordDocument(userId, parsed.data, file)
        .catch(async (error: unknown) => {
          await documents.delete(file.key);
          throw error;
        });
      return reply.code(201).send({ message: verificationMessages.documentReceived, verification: result });
    },
  );
};

function ip(name: string, max: number, windowMs: number): Limit {
  return { name: `${name}:ip`, max, windowMs, key: byIp };
}
