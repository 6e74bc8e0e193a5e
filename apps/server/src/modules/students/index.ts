// The students module's public face: a student's own profile, password, login e-mail, data export and
// account deletion.
export { studentsRoutes } from "./routes.ts";
export { createStudentsService, findStudentForStaff } from "./service.ts";
export { createLoginEmailChange } from "./email-change.ts";
export { createDataExport, type DataExportService } from "./data-export.ts";
export { createAccountDeletion, createErasedFilesJob, type AccountDeletion } from "./account-deletion.ts";
