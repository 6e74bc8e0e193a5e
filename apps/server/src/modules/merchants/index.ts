// The merchants module's public face: partnership requests brands send.
export { merchantsRoutes } from "./routes.ts";
export { createMerchantsService } from "./service.ts";
export { describeOffer } from "./emails.ts";
