// Every service the routes use, built once from the outside world (database, clock, randomness,
// secret, storage, mail queue) and the platform's pieces (counters, sessions). Routes receive these,
// never the database.
import { brandLogosDir as defaultBrandLogosDir } from "#server/lib/package-paths.ts";
import { createPoolAlerts, createReportAlerts } from "#server/modules/admin/offers/index.ts";
import {
  createAuthService,
  createLoginThrottle,
  createLoginUnlock,
  createPasswordReset,
  createTrustedDevices,
} from "#server/modules/auth/index.ts";
import { createBrandsService, createSlugRedirectsReader } from "#server/modules/brands/index.ts";
import { createUnsubscribe } from "#server/modules/consent/index.ts";
import { createCardPhotoService, createCardService } from "#server/modules/card/index.ts";
import { createContactService } from "#server/modules/contact/index.ts";
import { roundTrip, type HealthChecks } from "#server/modules/health/index.ts";
import { createMerchantsService } from "#server/modules/merchants/index.ts";
import { createOffersRepo, createOffersService } from "#server/modules/offers/index.ts";
import {
  createInvitations,
  createMembers,
  createMembership,
  createPartnerOffers,
  createPartnerResults,
  partnerPoolEmail,
} from "#server/modules/partners/index.ts";
import { createRankingsService } from "#server/modules/rankings/index.ts";
import { createCatalogueService } from "#server/modules/catalogue/index.ts";
import { createCodeReports, createRedemptionService } from "#server/modules/redemption/index.ts";
import {
  createDataExport,
  createAccountDeletion,
  createLoginEmailChange,
  createStudentsService,
} from "#server/modules/students/index.ts";
import { createCovers, createLogos } from "#server/modules/uploads/index.ts";
import { createVerificationService } from "#server/modules/verification/index.ts";
import { redisHealth } from "#server/plugins/redis-link.ts";
import type { SessionManager } from "#server/plugins/sessions.ts";
import type { Clock } from "#server/services/clock.ts";
import { createImages } from "#server/services/images.ts";
import { mailHealth } from "#server/services/mail-outbox/queue.ts";
import type { Random } from "#server/services/random.ts";
import type { AppDeps } from "./app-deps.ts";
import type { Platform } from "./platform.ts";
import { createStaffServices } from "./staff-services.ts";

type Deps = AppDeps & { clock: Clock; random: Random };

/** What the public pages need too, so it is built before them: the catalogue and the image queue. */
export async function createCatalogueServices(deps: Deps) {
  const offersRepo = await createOffersRepo(deps.database);
  const offers = createOffersService({ repo: offersRepo, clock: deps.clock });
  return {
    images: deps.images ?? createImages(),
    brandLogosDir: deps.brandLogosDir ?? defaultBrandLogosDir,
    offers,
    brands: createBrandsService({
      offers,
      liveBrandFaces: offersRepo.liveBrandFaces,
      slugRedirects: createSlugRedirectsReader(deps.database.db),
      clock: deps.clock,
    }),
  };
}

export type CatalogueServices = Awaited<ReturnType<typeof createCatalogueServices>>;

export function createServices(
  deps: Deps,
  platform: Platform,
  catalogue: CatalogueServices,
  sessions: SessionManager,
) {
  const { database, config, storage, clock, random, secret } = deps;
  const db = database.db;
  const { counters, attemptCounters, background, redis } = platform;
  // What every service that mails needs: the queue, who answers, and where buttons lead.
  const mail = {
    outbox: platform.outbox,
    background,
    supportEmail: config.supportEmail,
    publicUrl: config.publicUrl,
  };
  const devices = createTrustedDevices({ secret, random });
  const logos = createLogos({ db, storage: storage.public, clock });
  const covers = createCovers({ db, storage: storage.public, clock });
  const poolAlerts = createPoolAlerts({
    db,
    clock,
    ...mail,
    brandPoolEmail: partnerPoolEmail,
  });
  const reportAlerts = createReportAlerts({ db, clock, ...mail });
  const redemption = createRedemptionService({
    db,
    clock,
    random,
    onCodeSupplyMoved: poolAlerts.supplyMoved,
    counters,
  });
  // Not ready without the database or file storage; Redis down only degrades (counters in memory), and
  // so does mail given up or stuck (it waits in the outbox: nothing is lost).
  const healthChecks: HealthChecks = {
    database: { required: true, run: roundTrip(database.ping) },
    storage: { required: true, run: roundTrip(storage.check) },
    ...(redis ? { redis: { required: false, run: () => redisHealth(redis) } } : {}),
    mail: { required: false, run: () => mailHealth(db, clock) },
  };
  const rankings = createRankingsService({ db, clock, offers: catalogue.offers });
  const invitations = createInvitations({
    db,
    clock,
    random,
    outbox: platform.outbox,
    publicUrl: config.publicUrl,
  });
  const members = createMembers({ db, invitations });
  // The student's own export and deletion, which staff may also carry out (the console's Accounts).
  const dataExport = createDataExport({ db, clock, files: storage.private });
  const accountDeletion = createAccountDeletion({ db, clock, ...mail, files: storage.private });
  const staff = createStaffServices({
    db,
    clock,
    random,
    secret,
    ...mail,
    documents: storage.private,
    covers,
    invitations,
    members,
    dataExport,
    accountDeletion,
  });
  return {
    ...catalogue,
    clock,
    sessions,
    background,
    healthChecks,
    documents: storage.private,
    rankings,
    catalogue: createCatalogueService({ offers: catalogue.offers, rankings, clock }),
    auth: createAuthService({
      db,
      ...mail,
      throttle: createLoginThrottle({ counters: attemptCounters, clock }),
      devices,
      counters,
    }),
    unlock: createLoginUnlock({ db, clock, random, secret, ...mail, devices, counters: attemptCounters }),
    reset: createPasswordReset({
      db,
      clock,
      random,
      secret,
      ...mail,
      endOtherSessions: (userId) => sessions.endOthers(userId, null),
    }),
    students: createStudentsService({ db, clock, ...mail, endOtherSessions: sessions.endOthers }),
    emailChange: createLoginEmailChange({
      db,
      clock,
      random,
      secret,
      ...mail,
      endOtherSessions: sessions.endOthers,
    }),
    dataExport,
    accountDeletion,
    verification: createVerificationService({ db, clock, random, secret, ...mail, counters }),
    redemption,
    codeReports: createCodeReports({
      db,
      clock,
      redemption,
      onCodeSupplyMoved: poolAlerts.supplyMoved,
      onCodeReported: reportAlerts.reported,
    }),
    card: createCardService({
      db,
      clock,
      random,
      secret,
      publicUrl: config.publicUrl,
      photos: storage.private,
    }),
    cardPhotos: createCardPhotoService({ db, clock, images: catalogue.images, storage: storage.private }),
    logos,
    covers,
    merchants: createMerchantsService({ db, logos, covers, ...mail }),
    contact: createContactService({ db, ...mail }),
    unsubscribe: createUnsubscribe({ db, clock, secret, publicUrl: config.publicUrl }),
    staff,
    partners: {
      membership: createMembership(db),
      offers: createPartnerOffers({
        db,
        clock,
        covers,
        publicUrl: config.publicUrl,
        addCodes: staff.offers.addCodes,
      }),
      results: createPartnerResults(db),
      members,
      invitations,
    },
  };
}

export type Services = ReturnType<typeof createServices>;
