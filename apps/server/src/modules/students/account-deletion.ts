// "Delete my account" (issue 38). The users row stays as a tombstone ("deleted account #n") so that
// what the platform must keep — redemptions, favourites, analytics, staff decisions — keeps counting
// without the person. Rows staff insights count (the verification record, documents) are kept and
// emptied of personal fields; everything else about the person is deleted. Private files leave
// storage once the transaction has committed; erased_files keeps each key until its file is gone.
import { and, eq, inArray, isNull, ne, or, sql } from "drizzle-orm";
import type { Db, Executor } from "#server/db/client.ts";
import {
  brandInvitations,
  brandMembers,
  cardPhotos,
  consentEvents,
  contactMessages,
  erasedFiles,
  loginEmailChanges,
  passwordResetCodes,
  sessions,
  studentCards,
  studentEmailClaims,
  studentEmailCodes,
  studentProfiles,
  users,
  verificationDocuments,
  verificationReminders,
  weeklyDigests,
  type UserRow,
} from "#server/db/schema.ts";
import { accountDeletionMessages } from "@studentperks/contracts/account-deletion";
import { AppError } from "#server/lib/app-error.ts";
import { normaliseEmail } from "#server/lib/email-address.ts";
import { lazyMessages } from "#server/i18n/index.ts";
import { recordAudit } from "#server/modules/admin/audit/index.ts";
import type { Session } from "#server/plugins/sessions.ts";
import type { Clock } from "#server/services/clock.ts";
import type { HousekeepingJob } from "#server/services/housekeeping/housekeeping.ts";
import type { MailQueue } from "#server/services/mail-outbox/queue.ts";
import type { FileStorage } from "#server/services/storage/index.ts";
import { authMessages, verifyPassword } from "../auth/index.ts";
import { accountDeletedEmail } from "./emails.ts";
import { findStudent, findStudentForStaff, studentMessages } from "./service.ts";

const deletionMessages = lazyMessages({
  deleted: "student.accountDeleted",
  lastOwner: "student.lastOwnerDeletion",
});

/** The tombstone's address: `.invalid` never resolves (RFC 2606), so it receives no mail. */
export const deletedAccountEmail = (number: number) => `deleted-${number}@deleted.invalid`;

/** A stored argon2 hash always starts with "$": this one matches no password. */
const UNUSABLE_PASSWORD = "!deleted";

export interface AccountDeletionDeps {
  db: Db;
  clock: Clock;
  outbox: MailQueue;
  files: FileStorage;
  supportEmail: string;
  publicUrl: string;
}

export function createAccountDeletion(deps: AccountDeletionDeps) {
  const { db, clock, outbox, files, supportEmail, publicUrl } = deps;

  return {
    /**
     * Checks the password (400 WRONG_PASSWORD) and the typed e-mail (400 CONFIRMATION_MISMATCH), then
     * erases the account in one transaction with its confirmation e-mail and audit entry.
     */
    async deleteAccount(session: Session, currentPassword: string, confirmation: string) {
      const { user } = await findStudent(db, session.userId);
      if (!(await verifyPassword(user.passwordHash, currentPassword))) {
        throw new AppError(400, studentMessages.wrongPassword, "WRONG_PASSWORD");
      }
      assertConfirmed(user, confirmation);
      return erase(user, user.id);
    },

    /**
     * Staff, for a student who wrote to support: the same erasure after the typed e-mail, audited with
     * the staff member as actor.
     */
    async deleteForStaff(staffId: string, userId: string, confirmation: string) {
      const { user } = await findStudentForStaff(db, userId);
      // The console is in English, and speaks of the student's account, not the reader's.
      assertConfirmed(user, confirmation, "This is not the account's e-mail address.");
      return erase(user, staffId);
    },
  };

  /** Erases the account in one transaction with its confirmation e-mail and audit entry. */
  async function erase(user: UserRow, actorId: string) {
    const keys = await db.transaction(async (tx) => {
      await leaveBrands(tx, user.id);
      const [numbered] = await tx
        .select({ n: sql<number>`nextval('deleted_account_number')::int` })
        .from(sql`(select 1) as one`);
      const number = numbered!.n;
      const erased = await tx
        .update(users)
        .set({
          email: deletedAccountEmail(number),
          firstName: "",
          lastName: "",
          phone: null,
          passwordHash: UNUSABLE_PASSWORD,
          emailMarketing: false,
          whatsappMarketing: false,
          deletedAt: clock.now(),
          deletedNumber: number,
          updatedAt: clock.now(),
        })
        .where(and(eq(users.id, user.id), isNull(users.deletedAt)))
        .returning({ id: users.id });
      // Deleted meanwhile by a request that won: this one is signed out like any other.
      if (erased.length === 0) throw new AppError(401, authMessages.signedOut, "SIGNED_OUT");
      const keys = await erasePersonalRows(tx, user, clock.now());
      if (keys.length > 0) {
        await tx
          .insert(erasedFiles)
          .values(keys.map((storageKey) => ({ storageKey })))
          .onConflictDoNothing();
      }
      // To the address as it was: the outbox row holds it until the message is sent.
      await outbox.add(tx, { to: user.email, ...accountDeletedEmail(user, supportEmail, publicUrl) });
      // After the update, so the entry's actor e-mail is the tombstone's, not the person's.
      await recordAudit(tx, {
        actorId,
        action: "account.delete",
        entityType: "student",
        entityId: user.id,
        before: null,
        after: { deletedNumber: number },
      });
      return keys;
    });
    outbox.wake();
    await removeErasedFiles(db, files, keys);
    return { message: deletionMessages.deleted };
  }
}

function assertConfirmed(user: UserRow, confirmation: string, message = accountDeletionMessages.mismatch) {
  if (normaliseEmail(confirmation) !== user.email) {
    const error = new AppError(400, message, "CONFIRMATION_MISMATCH");
    error.issues = [{ path: "confirmation", message }];
    throw error;
  }
}

/** Removes the files named; a key whose file could not be removed stays for housekeeping. */
async function removeErasedFiles(db: Db, files: FileStorage, keys: string[]) {
  let removed = 0;
  for (const key of keys) {
    try {
      await files.delete(key);
      await db.delete(erasedFiles).where(eq(erasedFiles.storageKey, key));
      removed += 1;
    } catch {
      // Left in erased_files: the housekeeping job below tries again.
    }
  }
  return removed;
}

/** Housekeeping: files a deletion could not remove at once. Deleting twice is harmless, so every process may run it. */
export function createErasedFilesJob(deps: { db: Db; files: FileStorage }): HousekeepingJob {
  return {
    name: "erasedFiles",
    async run() {
      const due = await deps.db.select({ key: erasedFiles.storageKey }).from(erasedFiles).limit(100);
      return removeErasedFiles(
        deps.db,
        deps.files,
        due.map((row) => row.key),
      );
    },
  };
}

/** A member leaves their brands; the last owner of one must hand it over first (409 LAST_OWNER). */
async function leaveBrands(tx: Executor, userId: string) {
  const mine = await tx
    .select({ brandId: brandMembers.brandId, role: brandMembers.role })
    .from(brandMembers)
    .where(eq(brandMembers.userId, userId));
  const owned = mine.filter((row) => row.role === "owner").map((row) => row.brandId);
  if (owned.length > 0) {
    const others = await tx
      .select({ brandId: brandMembers.brandId })
      .from(brandMembers)
      .where(
        and(
          inArray(brandMembers.brandId, owned),
          eq(brandMembers.role, "owner"),
          ne(brandMembers.userId, userId),
        ),
      );
    if (owned.some((brandId) => !others.some((row) => row.brandId === brandId))) {
      throw new AppError(409, deletionMessages.lastOwner, "LAST_OWNER");
    }
  }
  await tx.delete(brandMembers).where(eq(brandMembers.userId, userId));
}

/** Deletes or empties every row about the person; answers the storage keys of their private files. */
async function erasePersonalRows(tx: Executor, user: UserRow, now: Date): Promise<string[]> {
  const userId = user.id;
  for (const table of [
    sessions,
    studentEmailCodes,
    studentEmailClaims,
    passwordResetCodes,
    loginEmailChanges,
    consentEvents,
    weeklyDigests,
    verificationReminders,
  ]) {
    await tx.delete(table).where(eq(table.userId, userId));
  }
  // What they wrote to support, signed in or not, and brands' invitations to their address: their
  // e-mail is in each. (A partnership request is the brand's: its contact is a business address.)
  await tx
    .delete(contactMessages)
    .where(
      or(eq(contactMessages.userId, userId), sql`lower(btrim(${contactMessages.email})) = ${user.email}`),
    );
  await tx.delete(brandInvitations).where(eq(brandInvitations.email, user.email));
  // The card's id outlives the account, so a cashier scanning it reads "Not verified".
  await tx.update(studentCards).set({ userId: null }).where(eq(studentCards.userId, userId));
  const photos = await tx
    .delete(cardPhotos)
    .where(eq(cardPhotos.userId, userId))
    .returning({ key: cardPhotos.storageKey });
  // Insights count documents and how students verified (an e-mail or not): the rows stay, emptied.
  const documents = await tx
    .update(verificationDocuments)
    // Their files go below; marked, staff asking for one are told it was removed (410).
    .set({ institution: "", originalName: null, rejectionReason: null, fileRemovedAt: now })
    .where(eq(verificationDocuments.userId, userId))
    .returning({ key: verificationDocuments.storageKey });
  await tx
    .update(studentProfiles)
    .set({
      studentEmail: sql`case when ${studentProfiles.studentEmail} is null then null else '' end`,
      institution: null,
      rejectionReason: null,
    })
    .where(eq(studentProfiles.userId, userId));
  return [...documents, ...photos].map((row) => row.key);
}

export type AccountDeletion = ReturnType<typeof createAccountDeletion>;
