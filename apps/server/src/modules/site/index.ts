// The site module's public face: site-wide facts the pages show.
export { siteRoutes } from "./routes.ts";
