// "Download my data" (issue 38): the student confirms their password and receives a ZIP holding
// studentperks-data.json (the shape below, English keys, dates as ISO 8601 text) and their own files:
// verification documents under documents/, the card photo under photo/.
import { CONSENT_CHANNELS, CONSENT_SOURCES } from "./consent.ts";
import * as z from "zod";
import { authMessages, PASSWORD_MAX } from "./account-fields.ts";
import { answerText, secretLine } from "./text.ts";

/** POST /api/students/export. */
export const dataExportRequestSchema = z.object({
  currentPassword: secretLine()
    .min(1, { error: () => authMessages.currentPassword })
    .max(PASSWORD_MAX),
});
export type DataExportRequest = z.infer<typeof dataExportRequestSchema>;

/** Exports per account per hour, counted once the password is right. */
export const DATA_EXPORTS_PER_HOUR = 3;

export const DATA_EXPORT_JSON = "studentperks-data.json";
/** The ZIP's name on the student's disk, dated in UTC. */
export const dataExportFileName = (now: Date) => `studentperks-data-${now.toISOString().slice(0, 10)}.zip`;

const when = answerText();
const reviewed = {
  status: z.enum(["pending", "approved", "rejected"]),
  reviewedAt: when.nullable(),
  /** Staff's words, or null when they chose a listed reason (rejectionCode). */
  rejectionReason: answerText().nullable(),
  rejectionCode: answerText().nullable(),
};

/** studentperks-data.json: everything the platform keeps about the person, and nothing about anyone else. */
export const dataExportSchema = z.object({
  format: z.literal("studentperks-data/1"),
  exportedAt: when,
  profile: z.object({
    firstName: answerText(),
    lastName: answerText(),
    email: answerText(),
    phone: answerText().nullable(),
    locale: z.enum(["en", "ar"]),
    role: answerText(),
    createdAt: when,
    passwordChangedAt: when,
  }),
  consents: z.object({
    /** The marketing switches as they stand. */
    current: z.object({ email: z.boolean(), whatsapp: z.boolean() }),
    /** Every choice on record, oldest first: channel, given or withdrawn, where and when (issue 38). */
    history: z.array(
      z.object({
        channel: z.enum(CONSENT_CHANNELS),
        given: z.boolean(),
        source: z.enum(CONSENT_SOURCES),
        at: when,
      }),
    ),
  }),
  verification: z.object({
    /** The current record; null when verification was never started. */
    current: z
      .object({
        status: answerText(),
        institution: answerText().nullable(),
        studentEmail: answerText().nullable(),
        verifiedAt: when.nullable(),
        expiresAt: when.nullable(),
        rejectionReason: answerText().nullable(),
        rejectionCode: answerText().nullable(),
        startedAt: when,
        updatedAt: when,
      })
      .nullable(),
    /** Student e-mails that verified this account, and when. */
    studentEmails: z.array(z.object({ studentEmail: answerText(), verifiedAt: when })),
    documents: z.array(
      z.object({
        /** Where the file is in this ZIP; null when it is no longer in storage. */
        file: answerText().nullable(),
        originalName: answerText().nullable(),
        documentType: answerText(),
        institution: answerText(),
        contentType: answerText(),
        sizeBytes: z.number(),
        uploadedAt: when,
        ...reviewed,
      }),
    ),
  }),
  cardPhoto: z
    .object({
      file: answerText().nullable(),
      contentType: z.literal("image/webp"),
      uploadedAt: when,
      ...reviewed,
    })
    .nullable(),
  codes: z.array(
    z.object({ offerTitle: answerText(), brand: answerText(), code: answerText(), receivedAt: when }),
  ),
  favourites: z.array(z.object({ offerTitle: answerText(), brand: answerText(), savedAt: when })),
  sessions: z.array(
    z.object({
      createdAt: when,
      lastSeenAt: when,
      expiresAt: when,
      /** A rough description such as "Chrome on Android"; null for sessions started before it was kept. */
      device: answerText().nullable(),
      current: z.boolean(),
    }),
  ),
  partnerMemberships: z.array(z.object({ brand: answerText(), role: answerText(), since: when })),
});
export type DataExport = z.infer<typeof dataExportSchema>;
