// The contact module's public face: messages from the contact page.
export { contactRoutes } from "./routes.ts";
export { createContactService } from "./service.ts";
