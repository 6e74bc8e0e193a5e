// /api/students/profile and /api/students/change-password (spec 001 §7), for the signed-in student.
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { changePasswordSchema, messageAnswerSchema } from "@studentperks/contracts/auth";
import {
  createProfileSchema,
  studentAnswerSchema,
  updateProfileSchema,
} from "@studentperks/contracts/students";
import { limitRequests } from "../../plugins/rate-limit.ts";
import type { SessionManager } from "../../plugins/sessions.ts";
import { studentMessages, type StudentsService } from "./service.ts";

export const studentsRoutes: FastifyPluginAsyncZod<{
  students: StudentsService;
  sessions: SessionManager;
}> = async (app, { students, sessions }) => {
  const signedIn = sessions.requireSession;
  const userId = (request: { session: { userId: string } | null }) => request.session!.userId;

  app.get(
    "/api/students/profile",
    { schema: { response: { 200: studentAnswerSchema } }, preValidation: signedIn },
    async (request, reply) =>
      reply.header("cache-control", "no-store").send({ student: await students.profile(userId(request)) }),
  );

  app.post(
    "/api/students/profile",
    {
      schema: { body: createProfileSchema, response: { 200: studentAnswerSchema, 201: studentAnswerSchema } },
      preValidation: signedIn,
    },
    async (request, reply) => {
      const { created, student } = await students.createProfile(userId(request), request.body);
      return reply.code(created ? 201 : 200).send({ student });
    },
  );

  app.patch(
    "/api/students/profile",
    {
      schema: { body: updateProfileSchema, response: { 200: studentAnswerSchema } },
      preValidation: signedIn,
    },
    async (request) => ({ student: await students.updateProfile(userId(request), request.body) }),
  );

  app.post(
    "/api/students/change-password",
    {
      schema: { body: changePasswordSchema, response: { 200: messageAnswerSchema } },
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
      await students.changePassword(request.session!, request.body.currentPassword, request.body.newPassword);
      return { message: studentMessages.passwordChanged };
    },
  );
};
