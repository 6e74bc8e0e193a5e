// The verification module's public face: proving student status, and the mail a decision sends.
export { verificationRoutes } from "./routes.ts";
export { createVerificationService } from "./service.ts";
export { verificationMessages } from "./rules.ts";
export { isFreeWebmail } from "./student-email.ts";
export { createStudentEmailCodes, type StudentEmailCodes } from "./student-email-codes.ts";
export {
  createDecisionMail,
  type DecisionMail,
  type DecisionMailDeps,
  type Recipient,
} from "./decision-mail.ts";
export { createVerificationReminders } from "./reminders.ts";
export { createDocumentRetention } from "./document-retention.ts";
