// The staff console's services, built in the composition root from the database and the app's shared
// pieces. The staff routes receive these and never a Db (lint: route files may not import db/).
import type { Db } from "#server/db/client.ts";
import {
  createAdminBrandsService,
  createAdminOffersService,
  createFlaggedCodes,
  createAdminVerificationService,
  createAuditService,
  createCardPhotoReviews,
  createDocumentFiles,
  createInsightsService,
  createInstitutionService,
  createPartnershipsService,
  createOfferChanges,
  type StaffServices,
} from "#server/modules/admin/index.ts";
import type { Invitations, MembersService } from "#server/modules/partners/index.ts";
import type { Covers } from "#server/modules/uploads/index.ts";
import { createAdminAccounts } from "#server/modules/admin/accounts/index.ts";
import type { AccountDeletion, DataExportService } from "#server/modules/students/index.ts";
import type { Clock } from "#server/services/clock.ts";
import type { MailQueue } from "#server/services/mail-outbox/queue.ts";
import type { Random } from "#server/services/random.ts";
import type { FileStorage } from "#server/services/storage/index.ts";

export interface StaffServicesDeps {
  db: Db;
  clock: Clock;
  random: Random;
  /** Keys the HMAC of the student e-mail codes a newly listed domain sends. */
  secret: string;
  outbox: MailQueue;
  supportEmail: string;
  /** Student documents and card photos, which staff open to decide on them. */
  documents: FileStorage;
  /** Uploaded covers, which an offer may name (issue 20). */
  covers: Pick<Covers, "exists">;
  publicUrl: string;
  /** Invitations to brands' portals: staff send them, and an approved partnership request does. */
  invitations: Invitations;
  members: MembersService;
  dataExport: DataExportService;
  accountDeletion: AccountDeletion;
}

export function createStaffServices(deps: StaffServicesDeps): StaffServices {
  const { db, clock } = deps;
  return {
    clock,
    audit: createAuditService(db),
    partnerships: createPartnershipsService(deps),
    insights: createInsightsService(db),
    reviews: createAdminVerificationService(deps),
    documents: createDocumentFiles(db, deps.documents),
    cardPhotos: createCardPhotoReviews({ db, clock, storage: deps.documents }),
    institutions: createInstitutionService(deps),
    offers: createAdminOffersService({ db, clock, covers: deps.covers, publicUrl: deps.publicUrl }),
    flaggedCodes: createFlaggedCodes({ db, clock }),
    brands: createAdminBrandsService({ db, clock }),
    offerChanges: createOfferChanges(deps),
    invitations: deps.invitations,
    members: deps.members,
    accounts: createAdminAccounts({ db, clock }),
    dataExport: deps.dataExport,
    accountDeletion: deps.accountDeletion,
  };
}
