// buildApp(deps): the whole HTTP application, without listening; the composition root. main.ts and
// the tests call it with their own database, clock, mailer and logger. In order: the Fastify
// instance, the platform (composition/platform.ts says why its plugins come in their order), the
// catalogue and the public pages, sessions and the API description, then every route with the
// services it uses (composition/services.ts, composition/register-routes.ts), and the jobs that run on
// their own clock (composition/jobs.ts).
import type { AppDeps } from "./composition/app-deps.ts";
import { createFastify } from "./composition/fastify.ts";
import { registerJobs } from "./composition/jobs.ts";
import { registerApiPlatform, registerPlatform } from "./composition/platform.ts";
import { registerRoutes } from "./composition/register-routes.ts";
import { createCatalogueServices, createServices } from "./composition/services.ts";
import { registerServerTranslator } from "./i18n/index.ts";
import { registerPublicPages } from "./modules/public-pages/index.ts";
import { systemClock } from "./services/clock.ts";
import { systemRandom } from "./services/random.ts";

export type { AppDeps } from "./composition/app-deps.ts";

export async function buildApp(appDeps: AppDeps) {
  const deps = { ...appDeps, clock: appDeps.clock ?? systemClock, random: appDeps.random ?? systemRandom };
  registerServerTranslator();
  const app = createFastify(deps);
  const platform = await registerPlatform(app, deps);
  const catalogue = await createCatalogueServices(deps);
  // The catalogue's index is read once the server listens, not by the first visitor (a second at
  // 10,000 offers). Not awaited: the server answers meanwhile, and a request waits for the same read.
  app.addHook("onListen", async () => {
    void catalogue.offers.catalogue().catch(() => undefined);
  });
  await registerPublicPages(app, {
    webDistDir: deps.config.webDistDir,
    publicUrl: deps.config.publicUrl,
    site: platform.site,
    brandLogosDir: catalogue.brandLogosDir,
    publicStorage: deps.storage.public,
    images: catalogue.images,
    offers: catalogue.offers,
    brands: catalogue.brands,
  });
  const sessions = await registerApiPlatform(app, deps);
  const services = createServices(deps, platform, catalogue, sessions);
  registerJobs(app, deps, { offers: catalogue.offers, outbox: platform.outbox, services });
  await registerRoutes(app, services, deps);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
