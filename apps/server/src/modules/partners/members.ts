// A brand's members (issue 37): who they are and as what, and their removal by an owner. A brand always
// keeps an owner; removal is checked under a lock of the brand's member rows.
import { and, asc, eq } from "drizzle-orm";
import type { Member, Members } from "@studentperks/contracts/partners";
import type { Db } from "#server/db/client.ts";
import { brandMembers, users } from "#server/db/schema.ts";
import { t } from "#server/i18n/index.ts";
import { AppError } from "#server/lib/app-error.ts";
import { recordAudit } from "#server/modules/admin/audit/index.ts";
import type { Invitations } from "./invitations.ts";

export function createMembers({ db, invitations }: { db: Db; invitations: Pick<Invitations, "list"> }) {
  async function members(brandId: number): Promise<Member[]> {
    const rows = await db
      .select({
        userId: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        role: brandMembers.role,
        since: brandMembers.createdAt,
      })
      .from(brandMembers)
      .innerJoin(users, eq(users.id, brandMembers.userId))
      .where(eq(brandMembers.brandId, brandId))
      .orderBy(asc(brandMembers.createdAt), asc(users.email));
    return rows.map(({ firstName, lastName, since, ...row }) => ({
      ...row,
      name: `${firstName} ${lastName}`,
      since: since.toISOString(),
    }));
  }

  return {
    async list(brandId: number): Promise<Members> {
      const [found, invited] = await Promise.all([members(brandId), invitations.list(brandId)]);
      return { members: found, invitations: invited };
    },

    /** Removes a member; the last owner stays (409). */
    async remove(by: { userId: string; brandId: number; brandKey: string }, userId: string): Promise<void> {
      await db.transaction(async (tx) => {
        const rows = await tx
          .select({ userId: brandMembers.userId, role: brandMembers.role })
          .from(brandMembers)
          .where(eq(brandMembers.brandId, by.brandId))
          .for("update");
        const member = rows.find((row) => row.userId === userId);
        if (!member) throw new AppError(404, t("partners.noSuchMember"), "NOT_FOUND");
        if (member.role === "owner" && rows.filter((row) => row.role === "owner").length === 1) {
          throw new AppError(409, t("partners.lastOwner"), "LAST_OWNER");
        }
        await tx
          .delete(brandMembers)
          .where(and(eq(brandMembers.brandId, by.brandId), eq(brandMembers.userId, userId)));
        await recordAudit(tx, {
          actorId: by.userId,
          action: "partner.member_remove",
          entityType: "brand",
          entityId: by.brandKey,
          before: { member: userId, role: member.role },
          after: null,
        });
      });
    },
  };
}

export type MembersService = ReturnType<typeof createMembers>;
