// "Download my data" (issue 38): after the password, everything the platform keeps about the student,
// as the documented JSON (contracts' data-export.ts) beside their own files, written as a ZIP stream.
// Only rows of this user are read; ids, storage keys, hashes and the staff who reviewed are left out.
import { asc, eq } from "drizzle-orm";
import { PassThrough, type Readable } from "node:stream";
import { ZipFile } from "yazl";
import { DATA_EXPORT_JSON, dataExportFileName, type DataExport } from "@studentperks/contracts/data-export";
import { consentHistory } from "#server/modules/consent/index.ts";
import type { Db } from "#server/db/client.ts";
import {
  brandMembers,
  brands,
  cardPhotos,
  favorites,
  offers,
  redemptions,
  sessions,
  studentEmailClaims,
  verificationDocuments,
} from "#server/db/schema.ts";
import { AppError } from "#server/lib/app-error.ts";
import { recordAudit } from "#server/modules/admin/audit/index.ts";
import type { Session } from "#server/plugins/sessions.ts";
import type { Clock } from "#server/services/clock.ts";
import type { FileStorage } from "#server/services/storage/index.ts";
import { verifyPassword } from "../auth/index.ts";
import { findStudent, findStudentForStaff, studentMessages } from "./service.ts";

/** A stored file to put in the ZIP at `path`. */
interface ExportFile {
  path: string;
  key: string;
}

const EXTENSIONS: Record<string, string> = {
  "application/pdf": "pdf",
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/webp": "webp",
};
const iso = (date: Date | null) => date?.toISOString() ?? null;

export interface DataExportDeps {
  db: Db;
  clock: Clock;
  files: FileStorage;
}

export function createDataExport({ db, clock, files }: DataExportDeps) {
  /** Everything kept about the user, and the files to put beside it. */
  /** `tokenHash`: the session asking, whose row is marked current (none when staff export). */
  async function collect(tokenHash: string | null, account: Awaited<ReturnType<typeof findStudent>>) {
    const { user, profile } = account;
    const userId = user.id;
    const [claims, documents, photo, codes, saved, devices, memberships, choices] = await Promise.all([
      db
        .select({ studentEmail: studentEmailClaims.studentEmail, verifiedAt: studentEmailClaims.verifiedAt })
        .from(studentEmailClaims)
        .where(eq(studentEmailClaims.userId, userId))
        .orderBy(asc(studentEmailClaims.verifiedAt)),
      db
        .select()
        .from(verificationDocuments)
        .where(eq(verificationDocuments.userId, userId))
        .orderBy(asc(verificationDocuments.createdAt)),
      db.select().from(cardPhotos).where(eq(cardPhotos.userId, userId)),
      db
        .select({
          offerTitle: offers.title,
          brand: offers.brandName,
          code: redemptions.code,
          receivedAt: redemptions.createdAt,
        })
        .from(redemptions)
        .innerJoin(offers, eq(offers.id, redemptions.offerId))
        .where(eq(redemptions.userId, userId))
        .orderBy(asc(redemptions.createdAt), asc(redemptions.id)),
      db
        .select({ offerTitle: offers.title, brand: offers.brandName, savedAt: favorites.createdAt })
        .from(favorites)
        .innerJoin(offers, eq(offers.id, favorites.offerId))
        .where(eq(favorites.userId, userId))
        .orderBy(asc(favorites.createdAt)),
      db.select().from(sessions).where(eq(sessions.userId, userId)).orderBy(asc(sessions.createdAt)),
      db
        .select({ brand: brands.name, role: brandMembers.role, since: brandMembers.createdAt })
        .from(brandMembers)
        .innerJoin(brands, eq(brands.id, brandMembers.brandId))
        .where(eq(brandMembers.userId, userId))
        .orderBy(asc(brandMembers.createdAt)),
      consentHistory(db, userId),
    ]);

    const toZip: ExportFile[] = documents.map((document, i) => ({
      // Numbered, so two uploads of the same type never collide; the browser's name is in the JSON.
      path: `documents/${i + 1}-${document.documentType}.${EXTENSIONS[document.contentType] ?? "bin"}`,
      key: document.storageKey,
    }));
    const card = photo[0];
    if (card) toZip.push({ path: "photo/card-photo.webp", key: card.storageKey });

    const data: DataExport = {
      format: "studentperks-data/1",
      exportedAt: clock.now().toISOString(),
      profile: {
        firstName: user.firstName,
        lastName: user.lastName,
        email: user.email,
        phone: user.phone,
        locale: user.locale,
        role: user.role,
        createdAt: user.createdAt.toISOString(),
        passwordChangedAt: user.passwordChangedAt.toISOString(),
      },
      consents: {
        current: { email: user.emailMarketing, whatsapp: user.whatsappMarketing },
        history: choices.map((choice) => ({ ...choice, at: choice.at.toISOString() })),
      },
      verification: {
        current: profile
          ? {
              status: profile.status,
              institution: profile.institution,
              studentEmail: profile.studentEmail,
              verifiedAt: iso(profile.verifiedAt),
              expiresAt: iso(profile.expiresAt),
              rejectionReason: profile.rejectionReason,
              rejectionCode: profile.rejectionCode,
              startedAt: profile.createdAt.toISOString(),
              updatedAt: profile.updatedAt.toISOString(),
            }
          : null,
        studentEmails: claims.map((claim) => ({ ...claim, verifiedAt: claim.verifiedAt.toISOString() })),
        documents: documents.map((document, i) => ({
          file: toZip[i]!.path,
          originalName: document.originalName,
          documentType: document.documentType,
          institution: document.institution,
          contentType: document.contentType,
          sizeBytes: document.sizeBytes,
          uploadedAt: document.createdAt.toISOString(),
          status: document.status,
          reviewedAt: iso(document.reviewedAt),
          rejectionReason: document.rejectionReason,
          rejectionCode: document.rejectionCode,
        })),
      },
      cardPhoto: card
        ? {
            file: "photo/card-photo.webp",
            contentType: "image/webp",
            uploadedAt: card.createdAt.toISOString(),
            status: card.status,
            reviewedAt: iso(card.reviewedAt),
            rejectionReason: card.rejectionReason,
            rejectionCode: null,
          }
        : null,
      codes: codes.map((code) => ({ ...code, receivedAt: code.receivedAt.toISOString() })),
      favourites: saved.map((offer) => ({ ...offer, savedAt: offer.savedAt.toISOString() })),
      sessions: devices.map((row) => ({
        createdAt: row.createdAt.toISOString(),
        lastSeenAt: row.lastSeenAt.toISOString(),
        expiresAt: row.expiresAt.toISOString(),
        device: row.device,
        current: row.tokenHash === tokenHash,
      })),
      partnerMemberships: memberships.map((member) => ({ ...member, since: member.since.toISOString() })),
    };
    return { data, toZip };
  }

  /**
   * Writes the files one at a time, each opened only when the one before has been written, then the
   * JSON, so memory stays flat however many there are. A file gone from storage is left out and
   * marked `file: null` (the JSON comes last for that reason).
   */
  function zip(data: DataExport, toZip: ExportFile[]): Readable {
    const archive = new ZipFile();
    const out = new PassThrough();
    archive.outputStream.on("error", (error) => out.destroy(error as Error));
    archive.outputStream.pipe(out);
    // A student who cancels the download closes `out`: the file being read is closed, no more opened.
    let current: Readable | null = null;
    out.once("close", () => current?.destroy());
    void (async () => {
      for (const file of toZip) {
        if (out.destroyed) return;
        const stored = await files.get(file.key);
        if (!stored) {
          markMissing(data, file.path);
          continue;
        }
        current = stored.body;
        const done = new Promise<void>((resolve, reject) => {
          stored.body.once("end", resolve).once("close", resolve).once("error", reject);
        });
        // PDFs and pictures are compressed already: stored as they are, byte for byte.
        archive.addReadStream(stored.body, file.path, { compress: false, mtime: clock.now() });
        await done;
      }
      archive.addBuffer(Buffer.from(JSON.stringify(data, null, 2)), DATA_EXPORT_JSON, { mtime: clock.now() });
      archive.end();
    })().catch((error: unknown) => {
      // The answer has started: all that is left is to break it (Fastify logs it), so the download
      // shows as failed rather than as a ZIP with a file missing.
      out.destroy(error as Error);
    });
    return out;
  }

  async function exportOf(
    account: Awaited<ReturnType<typeof findStudent>>,
    by: { actorId: string; tokenHash: string | null },
  ) {
    const { data, toZip } = await collect(by.tokenHash, account);
    await recordAudit(db, {
      actorId: by.actorId,
      action: "account.export",
      entityType: "student",
      entityId: account.user.id,
      before: null,
      after: { files: toZip.length },
    });
    return { fileName: dataExportFileName(clock.now()), zip: zip(data, toZip) };
  }

  return {
    /**
     * Checks the password as the password change does (400 WRONG_PASSWORD, nothing written), records
     * the export in the audit log, and answers the ZIP's stream. `afterPassword` runs between the two,
     * for the limit that counts only real exports.
     */
    async start(session: Session, password: string, afterPassword: () => Promise<void>) {
      const account = await findStudent(db, session.userId);
      if (!(await verifyPassword(account.user.passwordHash, password))) {
        throw new AppError(400, studentMessages.wrongPassword, "WRONG_PASSWORD");
      }
      await afterPassword();
      return exportOf(account, { actorId: account.user.id, tokenHash: session.tokenHash });
    },

    /** Staff, for a student who wrote to support: the same ZIP, audited with the staff member as actor. */
    async forStaff(staffId: string, userId: string) {
      const account = await findStudentForStaff(db, userId);
      return exportOf(account, { actorId: staffId, tokenHash: null });
    },
  };
}

function markMissing(data: DataExport, path: string) {
  if (data.cardPhoto?.file === path) data.cardPhoto.file = null;
  for (const document of data.verification.documents) if (document.file === path) document.file = null;
}

export type DataExportService = ReturnType<typeof createDataExport>;
