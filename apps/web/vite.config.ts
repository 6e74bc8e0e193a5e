import { fileURLToPath } from "node:url";
import { defineConfig, type UserConfig } from "vite";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";
import { compiledCatalogs } from "./vite/compiled-catalogs.ts";
import { prerenderPages } from "./vite/prerender-pages.ts";
import { pwa, writeServiceWorker } from "./vite/pwa.ts";

// Resolve paths from this file so `vite build` works from the repo root or from apps/web.
const root = decodeURIComponent(new URL(".", import.meta.url).pathname);
// The API server the dev server proxies to; API_URL points it elsewhere (e.g. another port).
const apiServer = process.env.API_URL ?? "http://127.0.0.1:3000";
// The server bundle that prerenders the public pages: a build artefact, never served, kept with
// Vite's other temporary files (out of git, lint and the served dist/).
const serverOutDir = `${root}node_modules/.prerender`;
const reactRouterProduction = fileURLToPath(
  new URL("./dist/production/index.mjs", import.meta.resolve("react-router/package.json")),
);

const config = {
  root,
  plugins: [react(), tailwindcss(), pwa()],
  resolve: {
    // The contracts read CSV files with csv-parse; its default build needs Node's Buffer, its browser
    // build brings its own.
    alias: [
      { find: "csv-parse/sync", replacement: "csv-parse/browser/esm/sync" },
      { find: /^zod$/, replacement: `${root}src/lib/zod-without-eval.ts` },
    ],
  },
  server: {
    proxy: {
      "/api": apiServer,
      "/brand-logos": apiServer,
      "/brand-covers": apiServer,
      "/uploads": apiServer,
      "/dev": apiServer,
    },
  },
  environments: {
    client: {
      // The manifest names each page's chunks, for the prerendered pages' preloads; removed after.
      build: {
        outDir: `${root}dist`,
        emptyOutDir: true,
        manifest: true,
        // Zod in a chunk of its own, loaded only when a form or an answer check first needs it (decision
        // 0003); left to itself the bundler may fold it into a chunk of contracts code that it shares.
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                {
                  name: "zod-without-eval",
                  test: /node_modules[\\/]zod[\\/]|src[\\/]lib[\\/]zod-without-eval\.ts$/,
                },
              ],
            },
          },
        },
      },
    },
    ssr: {
      build: {
        outDir: serverOutDir,
        emptyOutDir: true,
        copyPublicDir: false,
        rollupOptions: { input: { "entry-server": `${root}src/entry-server.tsx` } },
      },
    },
  },
  // `vite build` builds the browser's app, then the server entry, then prerenders the public pages,
  // and last writes the service worker, which lists the finished files.
  builder: {
    async buildApp(builder) {
      await builder.build(builder.environments.client!);
      await builder.build(builder.environments.ssr!);
      await prerenderPages({ distDir: `${root}dist`, serverEntry: `${serverOutDir}/entry-server.js` });
      await writeServiceWorker(builder);
    },
  },
} satisfies UserConfig;

export default defineConfig(({ command }) => {
  // A build is always the production build, whatever NODE_ENV the shell has: Vite takes NODE_ENV from
  // the environment over the build mode, so `NODE_ENV=development npm start` would otherwise ship
  // React's development build (about 200 KB more). Vite reads it only after loading this file.
  if (command !== "build")
    return { ...config, plugins: [...config.plugins, compiledCatalogs({ plainText: false })] };
  process.env.NODE_ENV = "production";
  return {
    ...config,
    plugins: [...config.plugins, compiledCatalogs({ plainText: true })],
    resolve: {
      ...config.resolve,
      alias: [
        ...config.resolve.alias,
        // React Router 7's package exports name only its development build (remix-run/react-router
        // #12532, #14102), whose warnings and checks then ship. Its production build is beside it:
        // 0.4 KB less in the entry. The dev server keeps the warnings.
        { find: /^react-router$/, replacement: reactRouterProduction },
      ],
    },
  };
});
