// The dev-mail module's public face: the development outbox pages.
export { devMailRoutes } from "./routes.ts";
