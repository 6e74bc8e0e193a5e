// The rankings module's public face: which live offers students take most.
export { rankingsRoutes } from "./routes.ts";
export { createRankingsService, type RankingsService } from "./service.ts";
