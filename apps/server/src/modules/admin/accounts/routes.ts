// /api/admin/accounts: a student's account found by e-mail; their data, or their deletion, carried out
// by staff for a person who wrote to support. Inside the /api/admin guard (staff only).
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { route } from "#server/lib/declared-route.ts";
import { sessionOf } from "#server/plugins/sessions.ts";
import type { AccountDeletion, DataExportService } from "#server/modules/students/index.ts";
import type { AdminAccountsService } from "./service.ts";

export const adminAccountsRoutes: FastifyPluginAsyncZod<{
  accounts: AdminAccountsService;
  dataExport: DataExportService;
  accountDeletion: AccountDeletion;
}> = async (app, { accounts, dataExport, accountDeletion }) => {
  route(app, "GET /api/admin/accounts", { config: { refusals: { 404: ["NOT_FOUND"] } } }, (request) =>
    accounts.find(request.query.email),
  );

  route(
    app,
    "POST /api/admin/accounts/:id/export",
    {
      config: {
        refusals: { 403: ["NOT_STUDENT"], 404: ["NOT_FOUND"] },
        fileAnswer: {
          types: ["application/zip"],
          description: "The student's own export: studentperks-data.json and their files.",
        },
      },
    },
    async (request, reply) => {
      const { fileName, zip } = await dataExport.forStaff(sessionOf(request).userId, request.params.id);
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
    "POST /api/admin/accounts/:id/delete",
    { config: { refusals: { 400: ["CONFIRMATION_MISMATCH"], 403: ["NOT_STUDENT"], 404: ["NOT_FOUND"] } } },
    (request) =>
      accountDeletion.deleteForStaff(sessionOf(request).userId, request.params.id, request.body.confirmation),
  );

  route(
    app,
    "POST /api/admin/accounts/:id/withdraw-consent",
    { config: { refusals: { 403: ["NOT_STUDENT"], 404: ["NOT_FOUND"] } } },
    (request) => accounts.withdrawConsent(sessionOf(request).userId, request.params.id, request.body.channel),
  );
};
