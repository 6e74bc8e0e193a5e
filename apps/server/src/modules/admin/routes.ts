// /api/admin/*: the staff console. One guard for the whole prefix runs before anything else
// (body parsing included): visitors get 401, signed-in non-staff 403. Each screen's routes live in
// their own folder and are registered here, inside the guard.
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { route } from "#server/lib/declared-route.ts";
import type { SessionManager } from "#server/plugins/sessions.ts";
import type { AuditService } from "./audit/index.ts";
import { partnershipsRoutes, type PartnershipsService } from "./partnerships/index.ts";
import { insightsRoutes, type InsightsService } from "./insights/index.ts";
import { adminInstitutionRoutes, type InstitutionService } from "./institutions/index.ts";
import {
  adminVerificationRoutes,
  type AdminVerificationService,
  type CardPhotoReviews,
  type DocumentFiles,
} from "./verifications/index.ts";
import { adminOffersRoutes, type AdminOffersService, type FlaggedCodes } from "./offers/index.ts";
import { adminBrandsRoutes, type AdminBrandsService } from "./brands/index.ts";
import { offerChangesRoutes, type OfferChangesService } from "./offer-changes/index.ts";
import type { Invitations, MembersService } from "#server/modules/partners/index.ts";
import type { AccountDeletion, DataExportService } from "#server/modules/students/index.ts";
import type { Clock } from "#server/services/clock.ts";
import { adminAccountsRoutes, type AdminAccountsService } from "./accounts/index.ts";

/** What the staff console's routes are given; composition/staff-services.ts builds it. */
export interface StaffServices {
  clock: Clock;
  audit: AuditService;
  partnerships: PartnershipsService;
  insights: InsightsService;
  reviews: AdminVerificationService;
  documents: DocumentFiles;
  cardPhotos: CardPhotoReviews;
  institutions: InstitutionService;
  offers: AdminOffersService;
  flaggedCodes: FlaggedCodes;
  brands: AdminBrandsService;
  offerChanges: OfferChangesService;
  invitations: Invitations;
  members: MembersService;
  accounts: AdminAccountsService;
  dataExport: DataExportService;
  accountDeletion: AccountDeletion;
}

export interface AdminRoutesOptions {
  sessions: SessionManager;
  /** Built in the composition root (composition/staff-services.ts). */
  staff: StaffServices;
}

export const adminRoutes: FastifyPluginAsyncZod<AdminRoutesOptions> = async (app, { sessions, staff }) => {
  const staffOnly = sessions.requireRole("admin");
  app.addHook("onRequest", async (request, reply) => {
    await staffOnly.call(app, request, reply);
  });

  route(app, "GET /api/admin/audit", {}, (request) => staff.audit.list(request.query));

  await app.register(partnershipsRoutes, { partnerships: staff.partnerships });
  await app.register(insightsRoutes, { insights: staff.insights, clock: staff.clock });
  await app.register(adminVerificationRoutes, {
    reviews: staff.reviews,
    documents: staff.documents,
    cardPhotos: staff.cardPhotos,
  });
  await app.register(adminInstitutionRoutes, { institutions: staff.institutions });
  await app.register(adminOffersRoutes, { service: staff.offers, flaggedCodes: staff.flaggedCodes });
  await app.register(adminBrandsRoutes, {
    service: staff.brands,
    invitations: staff.invitations,
    members: staff.members,
  });
  await app.register(offerChangesRoutes, { changes: staff.offerChanges });
  await app.register(adminAccountsRoutes, {
    accounts: staff.accounts,
    dataExport: staff.dataExport,
    accountDeletion: staff.accountDeletion,
  });
};
