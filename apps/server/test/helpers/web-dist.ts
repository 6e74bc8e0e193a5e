// A stand-in for apps/web/dist in a temp folder: the shell, and (unless told not to) prerendered pages
// in both languages as the web build leaves them (packages/contracts/src/prerendered-pages.ts).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { LOCALES, type Locale } from "@studentperks/contracts/i18n/locales";
import {
  PAGE_META_END,
  PAGE_META_START,
  PRERENDER_DIR,
  PRERENDER_MANIFEST_FILE,
  PUBLIC_URL_PLACEHOLDER,
  prerenderedPageFile,
  type PrerenderManifest,
} from "@studentperks/contracts/prerendered-pages";
import { afterAll, beforeAll } from "vitest";
import { buildTestApp, type TestApp } from "./build-test-app.ts";

export const SHELL =
  '<!doctype html><html lang="en"><head><script type="module" src="/assets/index-AbC123.js"></script></head><body><div id="root"></div></body></html>';

export const MANIFEST: PrerenderManifest = {
  pages: { "/": "home", "/about": "about", "/partner": "partner" },
  notFound: "not-found",
  brandPage: "brand",
  appRoutes: ["/login", "/dashboard", "/admin/*"],
  scriptHashes: ["'sha256-AbCdEf0123456789+/AbCdEf0123456789AbCdEf01='"],
};

/** What the fixture's page `name` says in `locale`, so a test can tell which document came back. */
export const pageText = (name: string, locale: Locale) => `page ${name} in ${locale}`;

export function prerenderedHtml(name: string, locale: Locale): string {
  const title = `${name} (${locale}) — StudentPerks`;
  return [
    `<!doctype html><html lang="${locale}" dir="${locale === "ar" ? "rtl" : "ltr"}"><head>`,
    PAGE_META_START,
    `<title>${title}</title><meta name="description" content="About ${name}">`,
    `<link rel="canonical" href="${PUBLIC_URL_PLACEHOLDER}/${name}">`,
    `<meta property="og:title" content="${title}"><meta property="og:url" content="${PUBLIC_URL_PLACEHOLDER}/${name}">`,
    `<meta property="og:image" content="${PUBLIC_URL_PLACEHOLDER}/og/site.png">`,
    `<meta name="twitter:card" content="summary_large_image">`,
    PAGE_META_END,
    `<script>document.documentElement.dataset.js="1"</script></head>`,
    `<body><div id="root"><main>${pageText(name, locale)}<p>${"Exclusive student discounts. ".repeat(40)}</p></main></div></body></html>`,
  ].join("");
}

export function makeWebDist(options: { prerendered?: boolean } = {}): string {
  const dist = mkdtempSync(join(tmpdir(), "studentperks-dist-"));
  mkdirSync(join(dist, "assets"));
  writeFileSync(join(dist, "index.html"), SHELL);
  if (options.prerendered === false) return dist;
  const dir = join(dist, PRERENDER_DIR);
  for (const locale of LOCALES) {
    mkdirSync(join(dir, locale), { recursive: true });
    for (const name of [...Object.values(MANIFEST.pages), MANIFEST.notFound, MANIFEST.brandPage]) {
      writeFileSync(join(dir, prerenderedPageFile(locale, name)), prerenderedHtml(name, locale));
    }
  }
  writeFileSync(join(dir, PRERENDER_MANIFEST_FILE), JSON.stringify(MANIFEST));
  return dist;
}

/**
 * The test file's app, serving a fixture made by makeWebDist under `publicUrl`: built before the file's
 * tests, closed and removed after them. Read it as a TestApp from within the tests.
 */
export function appServingWebDist(publicUrl: string): TestApp {
  let dist: string;
  let app: TestApp | undefined;
  beforeAll(async () => {
    dist = makeWebDist();
    app = await buildTestApp({ webDistDir: dist, publicUrl });
  });
  afterAll(async () => {
    await app?.close();
    rmSync(dist, { recursive: true, force: true });
  });
  return new Proxy({} as TestApp, {
    get: (_, key) => {
      if (!app) throw new Error("The app is built before the file's tests run.");
      return Reflect.get(app, key);
    },
  });
}
