// The uploads module's public face: brand logos, stored and served.
export { uploadsRoutes } from "./routes.ts";
export { createLogos, logoKeyFromUrl, logoUrlOf, type Logos } from "./logos.ts";
