// Work the app does on its own clock besides the platform's (mail worker, housekeeping): the weekly
// e-mail (issue 38). Started once the app is ready, stopped before it closes; tests call runOnce().
import type { AppInstance } from "./fastify.ts";
import type { AppDeps } from "./app-deps.ts";
import type { Clock } from "#server/services/clock.ts";
import type { MailQueue } from "#server/services/mail-outbox/queue.ts";
import type { OffersService } from "#server/modules/offers/index.ts";
import { createWeeklyDigest, type WeeklyDigest } from "#server/modules/digest/index.ts";
import type { Services } from "./services.ts";

declare module "fastify" {
  interface FastifyInstance {
    weeklyDigest: WeeklyDigest;
  }
}

export function registerJobs(
  app: AppInstance,
  deps: AppDeps & { clock: Clock },
  parts: { offers: OffersService; outbox: MailQueue; services: Services },
): void {
  const weeklyDigest = createWeeklyDigest({
    db: deps.database.db,
    clock: deps.clock,
    offers: parts.offers,
    outbox: parts.outbox,
    unsubscribeLink: (userId) => parts.services.unsubscribe.linkFor(userId, "email"),
    publicUrl: deps.config.publicUrl,
    log: app.log,
  });
  app.decorate("weeklyDigest", weeklyDigest);
  app.addHook("onReady", async () => weeklyDigest.start());
  app.addHook("onClose", async () => weeklyDigest.close());
}
