// /api/students/profile, /api/students/change-password (spec 001 §7), /api/students/email-change
// (the login e-mail, in two steps), /api/students/export and /api/students/delete-account (issue 38), for the signed-in student.
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { route } from "#server/lib/declared-route.ts";
import { CODE_RESEND_INTERVAL_MS, CODES_PER_HOUR } from "#server/lib/one-time-codes.ts";
import { createLimiter, limitRequests, type Limit } from "#server/plugins/rate-limit.ts";
import { type SessionManager, sessionOf } from "#server/plugins/sessions.ts";
import { DATA_EXPORTS_PER_HOUR } from "@studentperks/contracts/data-export";
import type { AccountDeletion } from "./account-deletion.ts";
import type { DataExportService } from "./data-export.ts";
import type { LoginEmailChange } from "./email-change.ts";
import { studentMessages, type StudentsService } from "./service.ts";
import { normaliseEmail } from "#server/lib/email-address.ts";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

const perUser = (name: string, max: number, windowMs: number): Limit => ({
  name: `${name}:user`,
  max,
  windowMs,
  key: (request) => request.session?.userId ?? null,
});
const byNewEmail = (request: { body: unknown }) => {
  const email = (request.body as { newEmail?: unknown } | null)?.newEmail;
  return typeof email === "string" ? normaliseEmail(email) : null;
};

export const studentsRoutes: FastifyPluginAsyncZod<{
  students: StudentsService;
  emailChange: LoginEmailChange;
  dataExport: DataExportService;
  accountDeletion: AccountDeletion;
  sessions: SessionManager;
}> = async (app, { students, emailChange, dataExport, accountDeletion, sessions }) => {
  const signedIn = sessions.requireSession;
  const userId = (request: FastifyRequest) => sessionOf(request).userId;
  // Codes to a new login e-mail: one a minute and 5 an hour per student, and 5 an hour to one
  // address whoever asks, so nobody can flood a mailbox. Counted only once the password is right.
  const throttleCodes = createLimiter(app, [
    perUser("email-change-send-interval", 1, CODE_RESEND_INTERVAL_MS),
    perUser("email-change-send-hourly", CODES_PER_HOUR, HOUR),
    { name: "email-change-send:email", max: CODES_PER_HOUR, windowMs: HOUR, key: byNewEmail },
  ]);

  route(
    app,
    "GET /api/students/profile",
    {
      config: { refusals: { 403: ["NOT_STUDENT"], 404: ["NO_PROFILE"] } },
      preValidation: signedIn,
    },
    async (request, reply) =>
      reply.header("cache-control", "no-store").send({ student: await students.profile(userId(request)) }),
  );

  route(
    app,
    "POST /api/students/profile",
    {
      config: { refusals: { 403: ["NOT_STUDENT"] } },
      preValidation: signedIn,
    },
    async (request, reply) => {
      const { created, student } = await students.createProfile(userId(request), request.body);
      return reply.code(created ? 201 : 200).send({ student });
    },
  );

  route(
    app,
    "PATCH /api/students/profile",
    {
      config: {
        refusals: { 400: ["EMAIL_CHANGE_NEEDS_CONFIRMATION"], 403: ["NOT_STUDENT"], 404: ["NO_PROFILE"] },
      },
      preValidation: signedIn,
    },
    async (request) => ({ student: await students.updateProfile(userId(request), request.body) }),
  );

  route(
    app,
    "POST /api/students/change-password",
    {
      config: {
        refusals: { 400: ["WRONG_PASSWORD", "SAME_PASSWORD", "PASSWORD_REFUSED"], 403: ["NOT_STUDENT"] },
      },
      preValidation: signedIn,
      preHandler: [
        limitRequests(app, [
          {
            name: "change-password:user",
            max: 10,
            windowMs: 15 * 60_000,
            key: (r) => r.session?.userId ?? null,
          },
        ]),
      ],
    },
    async (request) => {
      await students.changePassword(
        sessionOf(request),
        request.body.currentPassword,
        request.body.newPassword,
      );
      return { message: studentMessages.passwordChanged };
    },
  );

  route(
    app,
    "POST /api/students/email-change",
    {
      config: {
        refusals: { 400: ["WRONG_PASSWORD", "SAME_EMAIL"], 403: ["NOT_STUDENT"], 409: ["EMAIL_TAKEN"] },
      },
      preValidation: signedIn,
      // Guards the password check, like change-password.
      preHandler: limitRequests(app, [perUser("email-change", 10, 15 * MINUTE)]),
    },
    async (request) =>
      emailChange.request(sessionOf(request), request.body.newEmail, request.body.currentPassword, () =>
        throttleCodes(request),
      ),
  );

  route(
    app,
    "POST /api/students/email-change/confirm",
    {
      config: {
        refusals: { 400: ["INVALID_CODE", "TOO_MANY_TRIES"], 403: ["NOT_STUDENT"], 409: ["EMAIL_TAKEN"] },
      },
      preValidation: signedIn,
      preHandler: limitRequests(app, [perUser("email-change-confirm", 10, 15 * MINUTE)]),
    },
    async (request) => ({ student: await emailChange.confirm(sessionOf(request), request.body.code) }),
  );

  // Exports: 3 an hour per account, counted once the password is right, so a typo costs none.
  const throttleExports = createLimiter(app, [perUser("data-export-hourly", DATA_EXPORTS_PER_HOUR, HOUR)]);
  route(
    app,
    "POST /api/students/export",
    {
      config: {
        refusals: { 400: ["WRONG_PASSWORD"], 403: ["NOT_STUDENT"] },
        fileAnswer: {
          types: ["application/zip"],
          description:
            "A ZIP: studentperks-data.json (its shape in docs/product.md) and the student's own files.",
        },
      },
      preValidation: signedIn,
      // Guards the password check, like change-password.
      preHandler: limitRequests(app, [perUser("data-export", 10, 15 * MINUTE)]),
    },
    async (request, reply) => {
      const { fileName, zip } = await dataExport.start(sessionOf(request), request.body.currentPassword, () =>
        throttleExports(request),
      );
      return reply
        .headers({
          "content-type": "application/zip",
          "content-disposition": `attachment; filename="${fileName}"`,
          "cache-control": "no-store",
        })
        .send(zip);
    },
  );

  route(
    app,
    "POST /api/students/delete-account",
    {
      config: {
        refusals: {
          400: ["WRONG_PASSWORD", "CONFIRMATION_MISMATCH"],
          403: ["NOT_STUDENT"],
          409: ["LAST_OWNER"],
        },
      },
      preValidation: signedIn,
      // Guards the password check, like change-password.
      preHandler: limitRequests(app, [perUser("delete-account", 10, 15 * MINUTE)]),
    },
    async (request, reply) => {
      const answer = await accountDeletion.deleteAccount(
        sessionOf(request),
        request.body.currentPassword,
        request.body.confirmation,
      );
      // The session row went with the account; this clears the browser's cookies.
      await sessions.end(request, reply);
      return answer;
    },
  );
};
