// The previews module's public face: link previews of the site and of shared offers.
export { previewRoutes } from "./routes.ts";
export { createPreviews } from "./service.ts";
export { createCardRenderer } from "./render.ts";
export { createLogoReader } from "./logo.ts";
