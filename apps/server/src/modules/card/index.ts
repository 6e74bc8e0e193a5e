// The card module's public face: the in-store student card and the cashier's check page (issue 35).
export { cardRoutes } from "./routes.ts";
export { createCardService } from "./service.ts";
export { cardPhotoIdOf, cardPhotoKey, createCardPhotoService } from "./photo.ts";
