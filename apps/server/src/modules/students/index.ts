// The students module's public face: a student's own profile, password and login e-mail.
export { studentsRoutes } from "./routes.ts";
export { createStudentsService } from "./service.ts";
export { createLoginEmailChange } from "./email-change.ts";
