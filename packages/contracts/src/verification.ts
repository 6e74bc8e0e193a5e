// Student verification payloads and answers (spec 000 §3, §5, §7): the student e-mail and its code,
// and the document upload. Messages are the specification's words where it gives them.
import * as z from "zod";
import { lazyMessages } from "./i18n/messages.ts";
import { line, answerText } from "./text.ts";
import { CODE_LENGTH, codeSentAnswerSchema, EMAIL_MAX, emailSchema, messageAnswerSchema } from "./auth.ts";
import {
  DOCUMENT_REJECTION_CODES,
  type DocumentRejectionCode,
  SHOWN_VERIFICATION_STATUSES,
  shownVerificationStatus,
  VERIFICATION_STAGES,
  verificationStage,
  type VerificationStatus,
} from "./verification-status.ts";

export const DOCUMENT_TYPES = [
  "student_id",
  "enrollment_letter",
  "passport",
  "emirates_id",
  "transcript",
] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

/** 5 MB (spec 000 §9). */
export const DOCUMENT_MAX_BYTES = 5_242_880;
/** What a document may be, decided on the server by its content (spec 000 §5). */
export const DOCUMENT_MIME_TYPES = ["image/jpeg", "image/png", "image/webp", "application/pdf"] as const;
export type DocumentMimeType = (typeof DOCUMENT_MIME_TYPES)[number];
export const DOCUMENT_EXTENSIONS = ["jpeg", "jpg", "png", "webp", "pdf"] as const;
export const INSTITUTION_NAME_MAX = 200;

export const verificationMessages = lazyMessages({
  studentEmail: "verification.studentEmail",
  incompleteCode: "verification.incompleteCode",
  documentType: "verification.documentType",
  institution: "verification.institution",
  fileType: "verification.fileType",
  fileTooLarge: "verification.fileTooLarge",
  noFile: "verification.noFile",
});

const studentEmailSchema = line()
  .trim()
  .max(EMAIL_MAX, { error: () => verificationMessages.studentEmail })
  .pipe(z.email({ error: () => verificationMessages.studentEmail }));

/** The signed-in user's own e-mail, or empty (spec 000 §3). The server knows the user by session. */
const personalEmailSchema = z.union([z.literal(""), emailSchema]).nullish();

/**
 * POST /api/students/verify, and its resend. `institution` (the domain part) and `studentId` are the
 * client's; the server works the institution out from the e-mail itself.
 */
export const verifyStudentEmailSchema = z.object({
  email: studentEmailSchema,
  personalEmail: personalEmailSchema,
  institution: line().max(EMAIL_MAX).nullish(),
  studentId: z.unknown().optional(),
});
export type VerifyStudentEmailInput = z.infer<typeof verifyStudentEmailSchema>;

/**
 * The answers to POST /api/students/verify, by status: 200, a code was mailed to the student e-mail
 * (of `institution`, the domain); 202, the domain is not on the list and staff will review it.
 */
export const studentEmailAnswerSchemas = {
  200: codeSentAnswerSchema.extend({ institution: answerText() }),
  202: messageAnswerSchema,
};

export const verificationCodeSchema = line()
  .trim()
  .length(CODE_LENGTH, { error: () => verificationMessages.incompleteCode })
  .regex(/^\d+$/, { error: () => verificationMessages.incompleteCode });

/** POST /api/students/verify-otp. */
export const verifyStudentOtpSchema = z.object({
  email: studentEmailSchema,
  personalEmail: personalEmailSchema,
  otp: verificationCodeSchema,
});
export type VerifyStudentOtpInput = z.infer<typeof verifyStudentOtpSchema>;

/** The text fields of POST /api/students/verify-document (the file travels beside them). */
export const documentFieldsSchema = z.object({
  documentType: z.enum(DOCUMENT_TYPES, { error: () => verificationMessages.documentType }),
  institution: line({ error: () => verificationMessages.institution })
    .trim()
    .min(1, { error: () => verificationMessages.institution })
    .max(INSTITUTION_NAME_MAX),
});
export type DocumentFields = z.infer<typeof documentFieldsSchema>;

/** GET /api/students/verify: the signed-in student's verification, or null before the first step. */
export const verificationSchema = z.object({
  status: z.enum(SHOWN_VERIFICATION_STATUSES),
  stage: z.enum(VERIFICATION_STAGES),
  studentEmail: answerText().nullable(),
  institution: answerText().nullable(),
  verifiedAt: answerText().nullable(),
  expiresAt: answerText().nullable(),
  /** Why staff turned the last attempt down; only while the status is "rejected". */
  rejectionReason: answerText().optional(),
  /** The listed reason staff chose for a document (the client words it); only while "rejected". */
  rejectionCode: z.enum(DOCUMENT_REJECTION_CODES).optional(),
});
export type Verification = z.infer<typeof verificationSchema>;
export const verificationAnswerSchema = z.object({ verification: verificationSchema.nullable() });

/** POST /api/students/verify-document answers the verification the document started. */
export const documentUploadAnswerSchema = messageAnswerSchema.extend({ verification: verificationSchema });

/** What is stored of a student's verification (the server's student_profiles row has these fields). */
export interface StoredVerification {
  status: VerificationStatus;
  studentEmail: string | null;
  institution: string | null;
  verifiedAt: Date | null;
  expiresAt: Date | null;
  rejectionReason: string | null;
  rejectionCode: DocumentRejectionCode | null;
}

/**
 * A stored verification as clients see it: an active verification past its expiry shows as "expired",
 * which every client treats as not verified.
 */
export function verificationView(stored: StoredVerification, now: Date): Verification {
  const status = shownVerificationStatus(stored.status, stored.expiresAt, now);
  return {
    status,
    stage: verificationStage(status, stored),
    studentEmail: stored.studentEmail,
    institution: stored.institution,
    verifiedAt: stored.verifiedAt?.toISOString() ?? null,
    expiresAt: stored.expiresAt?.toISOString() ?? null,
    ...(status === "rejected" && stored.rejectionReason ? { rejectionReason: stored.rejectionReason } : {}),
    ...(status === "rejected" && stored.rejectionCode ? { rejectionCode: stored.rejectionCode } : {}),
  };
}

/** Verified now: a student whose verification is active and not past its expiry. */
export function isVerifiedAt(role: string, stored: StoredVerification | null, now: Date): boolean {
  return role === "student" && stored !== null && verificationView(stored, now).status === "active";
}
