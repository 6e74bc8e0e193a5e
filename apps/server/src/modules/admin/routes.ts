// /api/admin/*: the staff console. One guard for the whole prefix runs before anything else
// (body parsing included): visitors get 401, signed-in non-staff 403. Each screen's routes live in
// their own folder and are registered here, inside the guard.
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { route } from "#server/lib/declared-route.ts";
import type { Db } from "#server/db/client.ts";
import type { SessionManager } from "#server/plugins/sessions.ts";
import type { Clock } from "#server/services/clock.ts";
import type { MailQueue } from "#server/services/mail-outbox/queue.ts";
import type { Random } from "#server/services/random.ts";
import type { Storage } from "#server/services/storage/index.ts";
import type { Covers } from "#server/modules/uploads/index.ts";
import { listAudit } from "./audit/index.ts";
import { partnershipsRoutes } from "./partnerships/index.ts";
import { insightsRoutes } from "./insights/index.ts";
import { adminInstitutionRoutes, createInstitutionService } from "./institutions/index.ts";
import { adminVerificationRoutes, createAdminVerificationService } from "./verifications/index.ts";
import { adminOffersRoutes, createAdminOffersService } from "./offers/index.ts";
import { adminBrandsRoutes, createAdminBrandsService } from "./brands/index.ts";

export interface AdminRoutesOptions {
  db: Db;
  sessions: SessionManager;
  clock: Clock;
  random: Random;
  /** Keys the HMAC of the student e-mail codes a newly listed domain sends. */
  secret: string;
  outbox: MailQueue;
  supportEmail: string;
  /** Student documents (private) and logos (public). */
  storage: Storage;
  /** Uploaded covers, which an offer may name (issue 20). */
  covers: Pick<Covers, "exists">;
  publicUrl: string;
}

export const adminRoutes: FastifyPluginAsyncZod<AdminRoutesOptions> = async (app, options) => {
  const { db, sessions } = options;
  const staffOnly = sessions.requireRole("admin");
  app.addHook("onRequest", async (request, reply) => {
    await staffOnly.call(app, request, reply);
  });

  route(app, "GET /api/admin/audit", {}, (request) => listAudit(db, request.query));

  await app.register(partnershipsRoutes, {
    db,
    clock: options.clock,
    outbox: options.outbox,
    supportEmail: options.supportEmail,
  });
  await app.register(insightsRoutes, { db, clock: options.clock });
  await app.register(adminVerificationRoutes, {
    db,
    reviews: createAdminVerificationService(options),
    documents: options.storage.private,
  });
  await app.register(adminInstitutionRoutes, { institutions: createInstitutionService(options) });
  await app.register(adminOffersRoutes, {
    service: createAdminOffersService({
      db,
      clock: options.clock,
      covers: options.covers,
      publicUrl: options.publicUrl,
    }),
  });
  await app.register(adminBrandsRoutes, {
    service: createAdminBrandsService({ db, clock: options.clock }),
  });
};
