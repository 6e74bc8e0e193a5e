// The uploads module's public face: brand logos and offer covers, stored and served.
export { uploadsRoutes } from "./routes.ts";
export { createLogos, logoKeyFromUrl, logoUrlOf, type Logos } from "./logos.ts";
export { coverKeyFromUrl, coverUrlOf, createCovers, type Covers } from "./covers.ts";
