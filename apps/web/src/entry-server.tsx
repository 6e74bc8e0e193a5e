// The build's server entry (vite.config.ts builds it for Node; vite/prerender-pages.ts runs it): the
// public pages rendered with React's own server renderer, in each language, with what their heads say.
import { StrictMode } from "react";
import { prerender } from "react-dom/static";
import { StaticRouter } from "react-router";
import type { Locale } from "@studentperks/contracts/i18n/locales";
import { App } from "./app/app.tsx";
import { sessionMarkScript } from "./app/layout/session-mark.ts";
import { speakForPrerender } from "./lib/i18n/locale.ts";
import { t } from "./lib/i18n/index.ts";
import { pageTitle } from "./lib/page-titles.ts";
import { DescriptionCollector } from "./lib/use-page-description.ts";

export { appRoutes, brandPage, notFoundPage, publicPages } from "./app/public-pages.ts";
export { buildPageDocument, inlineScriptHashes } from "./prerender/page-document.ts";
export { pageMetaBlock, replaceMetaBlock } from "./prerender/page-head.ts";
export { sessionMarkScript };
export { LOCALES } from "@studentperks/contracts/i18n/locales";
export {
  PRERENDER_DIR,
  PRERENDER_MANIFEST_FILE,
  prerenderedPageFile,
} from "@studentperks/contracts/prerendered-pages";
export { parsePrerenderManifest } from "@studentperks/contracts/prerender-manifest";

export interface RenderedPage {
  /** The markup inside #root. */
  markup: string;
  title: string;
  description: string;
}

/**
 * The page at `path` in `locale`, fully rendered: prerender() waits for every lazy page and text, so
 * the HTML holds the page, not its loading state.
 */
export async function renderPage(path: string, locale: Locale): Promise<RenderedPage> {
  await speakForPrerender(locale);
  const said: { description?: string } = {};
  const collect = (description: string) => (said.description = description);
  const { prelude } = await prerender(
    <StrictMode>
      <DescriptionCollector value={collect}>
        <StaticRouter location={path}>
          <App />
        </StaticRouter>
      </DescriptionCollector>
    </StrictMode>,
    // Every Suspense boundary inline, in place: no script that moves content in after it arrives.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const markup = await new Response(prelude).text();
  if (said.description === undefined) {
    throw new Error(`The page at ${path} does not describe itself (usePageDescription).`);
  }
  return { markup, title: pageTitle(path), description: said.description };
}

/** The site's own title and description, for the shell that the signed-in pages are served. */
export async function siteMeta(locale: Locale): Promise<{ title: string; description: string }> {
  await speakForPrerender(locale);
  return { title: t("title.home"), description: t("hero.description") };
}
