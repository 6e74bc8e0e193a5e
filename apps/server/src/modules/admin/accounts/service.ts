// The console's Accounts screen (issue 38): finding a student's account by its e-mail, so staff can
// carry out an export, a deletion or a withdrawal of marketing consent for a person who wrote to
// support (students/data-export.ts and students/account-deletion.ts do the first two, with the staff
// member as the audited actor).
import { and, eq, isNull } from "drizzle-orm";
import type { AdminAccount } from "@studentperks/contracts/admin/accounts";
import type { ConsentChannel } from "@studentperks/contracts/consent";
import { verificationView } from "@studentperks/contracts/verification";
import type { Db } from "#server/db/client.ts";
import { studentProfiles, users } from "#server/db/schema.ts";
import { AppError } from "#server/lib/app-error.ts";
import { normaliseEmail } from "#server/lib/email-address.ts";
import type { UserWithProfile } from "#server/modules/auth/index.ts";
import { consentSince, recordConsent } from "#server/modules/consent/index.ts";
import { findStudentForStaff } from "#server/modules/students/index.ts";
import type { Clock } from "#server/services/clock.ts";
import { recordAudit } from "../audit/index.ts";

const CHANNEL_NAMES: Record<ConsentChannel, string> = { email: "e-mail", whatsapp: "WhatsApp" };

export function createAdminAccounts({ db, clock }: { db: Db; clock: Clock }) {
  async function view({ user, profile }: UserWithProfile): Promise<AdminAccount> {
    const verification = profile ? verificationView(profile, clock.now()) : null;
    const since = await consentSince(db, user.id);
    const state = (given: boolean, at: Date | null) => ({ given, since: at?.toISOString() ?? null });
    return {
      id: user.id,
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      role: user.role,
      createdAt: user.createdAt.toISOString(),
      verification: verification ? { status: verification.status, institution: profile!.institution } : null,
      marketing: {
        email: state(user.emailMarketing, since.email),
        whatsapp: state(user.whatsappMarketing, since.whatsapp),
      },
    };
  }

  return {
    /** The live account that logs in with `email` (a deleted one has no e-mail left); 404 for none. */
    async find(email: string): Promise<{ account: AdminAccount }> {
      const [row] = await db
        .select({ user: users, profile: studentProfiles })
        .from(users)
        .leftJoin(studentProfiles, eq(studentProfiles.userId, users.id))
        .where(and(eq(users.email, normaliseEmail(email)), isNull(users.deletedAt)));
      if (!row) throw new AppError(404, "No account uses this e-mail address.", "NOT_FOUND");
      return { account: await view(row) };
    },

    /**
     * For a person who asked support to stop a channel's marketing: recorded as a consent event with
     * the source "staff" and audited under the staff member. Only a withdrawal: consent is the
     * person's own act, given in their dashboard. Asking again changes nothing and says so.
     */
    async withdrawConsent(staffId: string, userId: string, channel: ConsentChannel) {
      const name = CHANNEL_NAMES[channel];
      const changed = await db.transaction(async (tx) => {
        const { user } = await findStudentForStaff(tx, userId);
        const withdrawn = await recordConsent(
          tx,
          user.id,
          { [channel]: false },
          { source: "staff", at: clock.now() },
        );
        if (withdrawn.length === 0) return false;
        await recordAudit(tx, {
          actorId: staffId,
          action: "consent.withdraw",
          entityType: "student",
          entityId: user.id,
          before: { channel, given: true },
          after: { channel, given: false },
        });
        return true;
      });
      const account = await view(await findStudentForStaff(db, userId));
      const message = changed
        ? `Marketing by ${name} is withdrawn; they can agree again from their dashboard.`
        : `They had not agreed to marketing by ${name}: nothing changed.`;
      return { message, account };
    },
  };
}

export type AdminAccountsService = ReturnType<typeof createAdminAccounts>;
