// Verification review's public face: the queue of documents and domains staff decide on.
export { adminVerificationRoutes } from "./routes.ts";
export { createAdminVerificationService, type AdminVerificationService } from "./service.ts";
export { createDocumentFiles, type DocumentFiles } from "./document-file.ts";
export { createCardPhotoReviews, type CardPhotoReviews } from "./card-photos.ts";
