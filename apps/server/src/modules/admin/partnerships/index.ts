// Partnership review's public face.
export { partnershipsRoutes } from "./routes.ts";
