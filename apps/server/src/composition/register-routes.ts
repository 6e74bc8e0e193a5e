// Every module's routes, each given the services it uses. The API description lists them in this order.
import { adminRoutes } from "#server/modules/admin/index.ts";
import { authRoutes } from "#server/modules/auth/index.ts";
import { brandsRoutes } from "#server/modules/brands/index.ts";
import { unsubscribeRoutes } from "#server/modules/consent/index.ts";
import { cardRoutes } from "#server/modules/card/index.ts";
import { catalogueRoutes } from "#server/modules/catalogue/index.ts";
import { contactRoutes } from "#server/modules/contact/index.ts";
import { devMailRoutes } from "#server/modules/dev-mail/index.ts";
import { healthRoutes } from "#server/modules/health/index.ts";
import { merchantsRoutes } from "#server/modules/merchants/index.ts";
import { offersRoutes } from "#server/modules/offers/index.ts";
import { partnersRoutes } from "#server/modules/partners/index.ts";
import { rankingsRoutes } from "#server/modules/rankings/index.ts";
import { redemptionRoutes } from "#server/modules/redemption/index.ts";
import { siteRoutes } from "#server/modules/site/index.ts";
import { studentsRoutes } from "#server/modules/students/index.ts";
import { uploadsRoutes } from "#server/modules/uploads/index.ts";
import { verificationRoutes } from "#server/modules/verification/index.ts";
import type { AppDeps } from "./app-deps.ts";
import type { AppInstance } from "./fastify.ts";
import type { Services } from "./services.ts";

export async function registerRoutes(app: AppInstance, services: Services, { config, mailer }: AppDeps) {
  const { sessions, clock, images } = services;
  await app.register(healthRoutes, { checks: services.healthChecks });
  await app.register(siteRoutes, { supportEmail: config.supportEmail });
  await app.register(offersRoutes, { service: services.offers });
  await app.register(brandsRoutes, { brands: services.brands });
  await app.register(rankingsRoutes, { rankings: services.rankings });
  await app.register(catalogueRoutes, {
    catalogue: services.catalogue,
    sessions,
    savedOffers: (userId) => services.redemption.favoriteIds(userId),
  });
  await app.register(authRoutes, {
    auth: services.auth,
    unlock: services.unlock,
    reset: services.reset,
    sessions,
    clock,
    secureCookies: config.isProduction,
  });
  await app.register(studentsRoutes, {
    students: services.students,
    emailChange: services.emailChange,
    dataExport: services.dataExport,
    accountDeletion: services.accountDeletion,
    sessions,
  });
  await app.register(verificationRoutes, {
    verification: services.verification,
    sessions,
    documents: services.documents,
    clock,
    images,
  });
  await app.register(redemptionRoutes, {
    redemption: services.redemption,
    codeReports: services.codeReports,
    sessions,
  });
  await app.register(cardRoutes, { card: services.card, photos: services.cardPhotos, sessions });
  await app.register(uploadsRoutes, {
    logos: services.logos,
    covers: services.covers,
    background: services.background,
    images,
  });
  await app.register(merchantsRoutes, { merchants: services.merchants });
  await app.register(contactRoutes, { contact: services.contact, sessions });
  await app.register(unsubscribeRoutes, { unsubscribe: services.unsubscribe });
  await app.register(partnersRoutes, { sessions, clock, ...services.partners });
  await app.register(adminRoutes, { prefix: "/api/admin", sessions, staff: services.staff });
  if (mailer.outbox && !config.isProduction) {
    await app.register(devMailRoutes, {
      outbox: mailer.outbox,
      publicUrl: config.publicUrl,
      weeklyDigest: app.weeklyDigest,
    });
  }
}
