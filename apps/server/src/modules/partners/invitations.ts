// Invitations to a brand (issue 37): a single-use link mailed to the invited address, working for 7
// days. Only the link's SHA-256 is kept; resending gives the same invitation a new link (the old one
// stops working), revoking or accepting ends it. Accepting joins the signed-in account when it is the
// invited address's, or makes a partner account for an address nobody uses yet.
import { and, desc, eq, isNull } from "drizzle-orm";
import type { Locale } from "@studentperks/contracts/i18n/locales";
import { dubaiDayOf } from "@studentperks/contracts/dubai-time";
import {
  INVITATION_DAYS,
  type AcceptInvitationInput,
  type BrandRole,
  type Invitation,
  type InvitationPreview,
} from "@studentperks/contracts/partners";
import type { Db, Executor } from "#server/db/client.ts";
import { brandInvitations, brandMembers, brands, sessions, users } from "#server/db/schema.ts";
import { t } from "#server/i18n/index.ts";
import { AppError, invalidField } from "#server/lib/app-error.ts";
import { normaliseEmail } from "#server/lib/email-address.ts";
import { sha256 } from "#server/lib/hashing.ts";
import { isUniqueViolation } from "#server/lib/pg-errors.ts";
import { recordAudit } from "#server/modules/admin/audit/index.ts";
import { assertAcceptablePassword, findUserByEmail, hashPassword } from "#server/modules/auth/index.ts";
import type { Session } from "#server/plugins/sessions.ts";
import type { Clock } from "#server/services/clock.ts";
import type { MailQueue } from "#server/services/mail-outbox/queue.ts";
import type { Random } from "#server/services/random.ts";
import { invitationEmail } from "./emails.ts";

const DAY_MS = 86_400_000;
type InvitationRow = typeof brandInvitations.$inferSelect;

export interface InvitationsDeps {
  db: Db;
  clock: Clock;
  random: Random;
  outbox: MailQueue;
  publicUrl: string;
}

/** Who invites: a member (owner) of the brand, or staff. */
export interface Inviter {
  userId: string;
  brandId: number;
}

const statusOf = (row: InvitationRow, now: Date): Invitation["status"] =>
  row.acceptedAt ? "accepted" : row.revokedAt ? "revoked" : row.expiresAt <= now ? "expired" : "pending";

export const shownInvitation = (row: InvitationRow, now: Date): Invitation => ({
  id: row.id,
  email: row.email,
  role: row.role,
  status: statusOf(row, now),
  createdAt: row.createdAt.toISOString(),
  expiresAt: row.expiresAt.toISOString(),
});

const unknownLink = () => new AppError(404, t("partners.invitationUnknown"), "NOT_FOUND");
const noSuchInvitation = () => new AppError(404, t("partners.noSuchInvitation"), "NOT_FOUND");
const closed = () => new AppError(409, t("partners.invitationClosed"), "INVITATION_CLOSED");

export function createInvitations({ db, clock, random, outbox, publicUrl }: InvitationsDeps) {
  const joinLink = (token: string) => `${publicUrl.replace(/\/$/, "")}/partners/join#${token}`;

  /** A fresh link for the invitation, written and mailed with `exec` (the change's transaction). */
  async function sendLink(exec: Executor, row: InvitationRow, brandName: string): Promise<InvitationRow> {
    const token = random.token(32);
    const now = clock.now();
    const expiresAt = new Date(now.getTime() + INVITATION_DAYS * DAY_MS);
    const [updated] = await exec
      .update(brandInvitations)
      .set({ tokenHash: sha256(token), expiresAt })
      .where(eq(brandInvitations.id, row.id))
      .returning();
    await outbox.add(exec, {
      to: row.email,
      ...invitationEmail(row.locale, {
        brandName,
        role: row.role,
        link: joinLink(token),
        expiresOn: dubaiDayOf(expiresAt),
      }),
    });
    return updated!;
  }

  async function brandOf(exec: Executor, brandId: number) {
    const [brand] = await exec
      .select({ key: brands.key, name: brands.name })
      .from(brands)
      .where(eq(brands.id, brandId));
    if (!brand) throw new AppError(404, t("errors.notFound"), "NOT_FOUND");
    return brand;
  }

  /** The brand's pending invitation of this row, locked; 404 when it is another brand's. */
  async function lockOwn(exec: Executor, brandId: number, id: number): Promise<InvitationRow> {
    const [row] = await exec
      .select()
      .from(brandInvitations)
      .where(and(eq(brandInvitations.id, id), eq(brandInvitations.brandId, brandId)))
      .for("update");
    if (!row) throw noSuchInvitation();
    if (row.acceptedAt || row.revokedAt) throw closed();
    return row;
  }

  /**
   * Invites `email` to the brand as `role`, in `locale` unless the address's account has its own. An
   * invitation still open for the address is renewed (new link, the role given now) rather than doubled.
   */
  async function invite(
    exec: Executor,
    by: Inviter,
    input: { email: string; role: BrandRole },
    locale: Locale,
  ): Promise<Invitation> {
    const email = normaliseEmail(input.email);
    const brand = await brandOf(exec, by.brandId);
    const [account] = await exec
      .select({ id: users.id, locale: users.locale })
      .from(users)
      .where(eq(users.email, email));
    if (account) {
      const [member] = await exec
        .select({ role: brandMembers.role })
        .from(brandMembers)
        .where(and(eq(brandMembers.brandId, by.brandId), eq(brandMembers.userId, account.id)));
      if (member) throw new AppError(409, t("partners.alreadyMember", { email }), "ALREADY_MEMBER");
    }
    const [open] = await exec
      .select()
      .from(brandInvitations)
      .where(
        and(
          eq(brandInvitations.brandId, by.brandId),
          eq(brandInvitations.email, email),
          isNull(brandInvitations.acceptedAt),
          isNull(brandInvitations.revokedAt),
        ),
      )
      .orderBy(desc(brandInvitations.id))
      .limit(1)
      .for("update");
    const now = clock.now();
    let row: InvitationRow;
    if (open) {
      [row] = (await exec
        .update(brandInvitations)
        .set({ role: input.role, invitedBy: by.userId, locale: account?.locale ?? locale })
        .where(eq(brandInvitations.id, open.id))
        .returning()) as [InvitationRow];
    } else {
      [row] = (await exec
        .insert(brandInvitations)
        .values({
          brandId: by.brandId,
          email,
          role: input.role,
          // Replaced by sendLink below, in the same transaction: no link exists until then.
          tokenHash: sha256(random.token(32)),
          locale: account?.locale ?? locale,
          invitedBy: by.userId,
          createdAt: now,
          expiresAt: now,
        })
        .returning()) as [InvitationRow];
    }
    const sent = await sendLink(exec, row, brand.name);
    await recordAudit(exec, {
      actorId: by.userId,
      action: "partner.invite",
      entityType: "brand",
      entityId: brand.key,
      before: null,
      after: { invitation: sent.id, email, role: input.role },
    });
    return shownInvitation(sent, now);
  }

  /** The invitation a link names, checked: 404 unknown, 410 expired, used or revoked. */
  async function byToken(exec: Executor, token: string, lock: boolean): Promise<InvitationRow> {
    const query = exec
      .select()
      .from(brandInvitations)
      .where(eq(brandInvitations.tokenHash, sha256(token)));
    const [row] = lock ? await query.for("update") : await query;
    if (!row) throw unknownLink();
    if (row.acceptedAt) throw new AppError(410, t("partners.invitationUsed"), "INVITATION_USED");
    if (row.revokedAt) throw new AppError(410, t("partners.invitationRevoked"), "INVITATION_REVOKED");
    if (row.expiresAt <= clock.now()) {
      throw new AppError(410, t("partners.invitationExpired"), "INVITATION_EXPIRED");
    }
    return row;
  }

  return {
    /** From the portal (an owner) or the console (staff); the e-mail leaves with the commit. */
    async invite(by: Inviter, input: { email: string; role: BrandRole }, locale: Locale) {
      const invitation = await db.transaction((tx) => invite(tx, by, input, locale));
      outbox.wake();
      return invitation;
    },
    /** Inside another change's transaction (a partnership request's approval): the caller wakes the outbox. */
    inviteWith: invite,

    async resend(by: Inviter, id: number): Promise<Invitation> {
      const sent = await db.transaction(async (tx) => {
        const row = await lockOwn(tx, by.brandId, id);
        const brand = await brandOf(tx, by.brandId);
        const renewed = await sendLink(tx, row, brand.name);
        await recordAudit(tx, {
          actorId: by.userId,
          action: "partner.invite_resend",
          entityType: "brand",
          entityId: brand.key,
          before: null,
          after: { invitation: id, email: row.email },
        });
        return renewed;
      });
      outbox.wake();
      return shownInvitation(sent, clock.now());
    },

    async revoke(by: Inviter, id: number): Promise<Invitation> {
      return db.transaction(async (tx) => {
        await lockOwn(tx, by.brandId, id);
        const brand = await brandOf(tx, by.brandId);
        const [row] = await tx
          .update(brandInvitations)
          .set({ revokedAt: clock.now() })
          .where(eq(brandInvitations.id, id))
          .returning();
        await recordAudit(tx, {
          actorId: by.userId,
          action: "partner.invite_revoke",
          entityType: "brand",
          entityId: brand.key,
          before: { invitation: id, status: "pending" },
          after: { invitation: id, status: "revoked" },
        });
        return shownInvitation(row!, clock.now());
      });
    },

    async preview(token: string): Promise<InvitationPreview> {
      const row = await byToken(db, token, false);
      const brand = await brandOf(db, row.brandId);
      const account = await findUserByEmail(db, row.email);
      return { brandName: brand.name, email: row.email, role: row.role, accountExists: account !== null };
    },

    /**
     * Accepts: the signed-in account joins when it is the invited address's; with nobody signed in, a
     * partner account is made for the address (none may exist). Answers the account that joined, and
     * the brand, which the caller makes the session's.
     */
    async accept(
      token: string,
      session: Session | null,
      input: AcceptInvitationInput,
      locale: Locale,
    ): Promise<{ userId: string; brandId: number; created: boolean }> {
      let passwordHash: string | null = null;
      let invitedEmail = "";
      if (!session) {
        const row = await byToken(db, token, false);
        invitedEmail = row.email;
        if (await findUserByEmail(db, row.email)) {
          throw new AppError(409, t("partners.signInFirst", { email: row.email }), "SIGN_IN_FIRST");
        }
        if (!input.firstName || !input.lastName || !input.password) {
          const missing = !input.firstName ? "firstName" : !input.lastName ? "lastName" : "password";
          throw invalidField(missing, t("partners.accountFields"));
        }
        await assertAcceptablePassword(input.password, row.email);
        passwordHash = await hashPassword(input.password);
      }
      try {
        return await db.transaction(async (tx) => {
          const row = await byToken(tx, token, true);
          let userId: string;
          if (session) {
            const [account] = await tx
              .select({ email: users.email })
              .from(users)
              .where(eq(users.id, session.userId));
            if (account?.email !== row.email) {
              throw new AppError(403, t("partners.otherAccount", { email: row.email }), "OTHER_ACCOUNT");
            }
            userId = session.userId;
          } else {
            const [created] = await tx
              .insert(users)
              .values({
                email: row.email,
                passwordHash: passwordHash!,
                firstName: input.firstName!,
                lastName: input.lastName!,
                // A partner account, not a student one: it cannot verify or redeem.
                role: "merchant",
                locale,
              })
              .returning({ id: users.id });
            userId = created!.id;
          }
          await tx
            .insert(brandMembers)
            .values({ brandId: row.brandId, userId, role: row.role })
            .onConflictDoUpdate({
              target: [brandMembers.brandId, brandMembers.userId],
              set: { role: row.role },
            });
          const now = clock.now();
          await tx
            .update(brandInvitations)
            .set({ acceptedAt: now, acceptedBy: userId })
            .where(eq(brandInvitations.id, row.id));
          if (session)
            await tx
              .update(sessions)
              .set({ brandId: row.brandId })
              .where(eq(sessions.tokenHash, session.tokenHash));
          const brand = await brandOf(tx, row.brandId);
          await recordAudit(tx, {
            actorId: userId,
            action: "partner.join",
            entityType: "brand",
            entityId: brand.key,
            before: null,
            after: { invitation: row.id, role: row.role, newAccount: !session },
          });
          return { userId, brandId: row.brandId, created: !session };
        });
      } catch (error) {
        // Someone made an account for the address between our check and our insert.
        if (isUniqueViolation(error)) {
          throw new AppError(409, t("partners.signInFirst", { email: invitedEmail }), "SIGN_IN_FIRST");
        }
        throw error;
      }
    },

    /** The brand's invitations, newest first (the last 50). */
    async list(brandId: number): Promise<Invitation[]> {
      const rows = await db
        .select()
        .from(brandInvitations)
        .where(eq(brandInvitations.brandId, brandId))
        .orderBy(desc(brandInvitations.createdAt), desc(brandInvitations.id))
        .limit(50);
      const now = clock.now();
      return rows.map((row) => shownInvitation(row, now));
    },
  };
}

export type Invitations = ReturnType<typeof createInvitations>;
