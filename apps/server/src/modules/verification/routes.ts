// /api/students/verify*: student e-mail codes and document uploads (spec 000 §7), students only.
import { Readable } from "node:stream";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { route } from "#server/lib/declared-route.ts";
import { DOCUMENT_MAX_PIXELS, imageMessages } from "@studentperks/contracts/images";
import {
  DOCUMENT_MAX_BYTES,
  DOCUMENT_MIME_TYPES,
  documentFieldsSchema,
  verificationMessages as formMessages,
} from "@studentperks/contracts/verification";
import { AppError } from "#server/lib/app-error.ts";
import { CODE_RESEND_INTERVAL_MS, CODES_PER_HOUR } from "#server/lib/one-time-codes.ts";
import {
  byIp,
  createIntervalGate,
  createLimiter,
  limitRequests,
  type Limit,
} from "#server/plugins/rate-limit.ts";
import { type SessionManager, sessionOf } from "#server/plugins/sessions.ts";
import { receiveUpload, type SniffedFile } from "#server/plugins/uploads.ts";
import type { Clock } from "#server/services/clock.ts";
import type { ImageLimits, Images } from "#server/services/images.ts";
import type { FileStorage } from "#server/services/storage/index.ts";
import { toPublicUser } from "../auth/index.ts";
import { CODES_PER_ACCOUNT_HOURLY, CODES_PER_STUDENT_EMAIL_DAILY, verificationMessages } from "./rules.ts";
import type { VerificationService } from "./service.ts";
import { normaliseEmail } from "#server/lib/email-address.ts";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const byUser = (request: { session: { userId: string } | null }) => request.session?.userId ?? null;
const byStudentEmail = (request: { body: unknown }) => {
  const email = (request.body as { email?: unknown } | null)?.email;
  return typeof email === "string" ? normaliseEmail(email) : null;
};
const byUserAndEmail = (request: { session: { userId: string } | null; body: unknown }) => {
  const user = byUser(request);
  const email = byStudentEmail(request);
  return user && email ? `${user} ${email}` : null;
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
  images: Images;
}

const DOCUMENT_IMAGE_LIMITS: ImageLimits = {
  maxPixels: DOCUMENT_MAX_PIXELS,
  tooLarge: () => imageMessages.documentTooLarge,
};

/**
 * Photos of documents are kept as sent, never decoded here; but staff open them in a browser, so
 * their header must declare a size a browser can show. A PDF is stored as it streams in.
 */
function documentImageCheck(images: Images) {
  return async (file: SniffedFile): Promise<Readable> => {
    if (!file.mime.startsWith("image/")) return file.body;
    const input = Buffer.concat(await file.body.toArray());
    await images.checkSize(input, DOCUMENT_IMAGE_LIMITS);
    return Readable.from([input]);
  };
}

export const verificationRoutes: FastifyPluginAsyncZod<VerificationRoutesOptions> = async (app, options) => {
  const { verification, sessions, documents, clock, images } = options;
  const student = sessions.requireRole("student");
  // Codes follow the code rules per account and student e-mail, so other accounts cannot use up an
  // owner's allowance; an account asking codes for many e-mails is limited as a whole; and a ceiling
  // per student e-mail and client address keeps one place from flooding a university mailbox. No
  // ceiling counts a student e-mail alone: throw-away accounts could then lock its owner out.
  // Unknown domains send nothing and are not counted here.
  const resendGate = createIntervalGate(app, {
    name: "verify-send-interval:user-email",
    windowMs: CODE_RESEND_INTERVAL_MS,
    key: byUserAndEmail,
  });
  const throttleSend = createLimiter(app, [
    { name: "verify-send-hourly:user-email", max: CODES_PER_HOUR, windowMs: HOUR, key: byUserAndEmail },
    perUser("verify-send-hourly", CODES_PER_ACCOUNT_HOURLY, HOUR),
    {
      name: "verify-send-daily:email-ip",
      max: CODES_PER_STUDENT_EMAIL_DAILY,
      windowMs: DAY,
      key: (request) => {
        const email = byStudentEmail(request);
        return email && `${email} ${byIp(request)}`;
      },
    },
  ]);

  route(
    app,
    "GET /api/students/verify",
    {
      preValidation: student,
    },
    async (request, reply) =>
      reply
        .header("cache-control", "no-store")
        .send({ verification: await verification.current(sessionOf(request).userId) }),
  );

  route(
    app,
    "POST /api/students/verify",
    {
      config: { refusals: { 400: ["FREE_WEBMAIL"], 409: ["ALREADY_VERIFIED", "EMAIL_CLAIMED"] } },
      preValidation: student,
      preHandler: limitRequests(app, [perUser("verify", 20, HOUR), ip("verify", 60, HOUR)]),
    },
    async (request, reply) => {
      const outcome = await verification.submitStudentEmail(sessionOf(request).userId, request.body.email, {
        secondsUntilResend: () => resendGate(request),
        beforeSend: () => throttleSend(request),
      });
      if (!outcome.recognized) return reply.code(202).send({ message: outcome.message });
      const { message, institution, alreadySentWait } = outcome;
      return alreadySentWait === undefined
        ? { message, institution, resendInSeconds: CODE_RESEND_INTERVAL_MS / 1000 }
        : { message, institution, resendInSeconds: alreadySentWait, alreadySent: true as const };
    },
  );

  route(
    app,
    "POST /api/students/verify-otp",
    {
      config: {
        refusals: { 400: ["INVALID_CODE", "TOO_MANY_TRIES"], 409: ["ALREADY_VERIFIED", "EMAIL_CLAIMED"] },
      },
      preValidation: student,
      preHandler: limitRequests(app, [
        perUser("verify-otp", 10, 15 * MINUTE),
        ip("verify-otp", 30, 15 * MINUTE),
      ]),
    },
    async (request) => {
      const { user, profile } = await verification.verifyCode(
        sessionOf(request).userId,
        request.body.email,
        request.body.otp,
      );
      return { user: toPublicUser(user, profile, clock.now()) };
    },
  );

  route(
    app,
    "POST /api/students/verify-document",
    {
      // The form as the API description shows it (the body is read by receiveUpload, not by zod).
      config: {
        refusals: {
          400: ["UNREADABLE_IMAGE", "IMAGE_TOO_LARGE", "IMAGE_TOO_SLOW"],
          409: ["ALREADY_VERIFIED"],
          503: ["IMAGE_QUEUE_BUSY"],
        },
        multipartForm: {
          file: "document",
          accept: DOCUMENT_MIME_TYPES,
          maxBytes: DOCUMENT_MAX_BYTES,
          fields: documentFieldsSchema,
        },
      },
      preValidation: student,
      preHandler: limitRequests(app, [perUser("verify-document", 10, HOUR)]),
    },
    async (request, reply) => {
      const userId = sessionOf(request).userId;
      await verification.assertCanSubmitDocument(userId);
      const { fields, file } = await receiveUpload(request, {
        fileField: "document",
        maxBytes: DOCUMENT_MAX_BYTES,
        accept: DOCUMENT_MIME_TYPES,
        storage: documents,
        folder: "documents",
        inspect: documentImageCheck(images),
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
