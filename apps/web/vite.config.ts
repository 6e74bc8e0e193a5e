import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";

// Resolve paths from this file so `vite build` works from the repo root or from apps/web.
const root = decodeURIComponent(new URL(".", import.meta.url).pathname);
// The API server the dev server proxies to; API_URL points it elsewhere (e.g. another port).
const apiServer = process.env.API_URL ?? "http://localhost:3000";

export default defineConfig({
  root,
  plugins: [react(), tailwindcss()],
  server: {
    proxy: {
      "/api": apiServer,
      "/brand-logos": apiServer,
      "/uploads": apiServer,
      "/dev": apiServer,
    },
  },
  build: {
    outDir: `${root}dist`,
    emptyOutDir: true,
  },
});
