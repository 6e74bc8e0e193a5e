// Who the caller is to a brand (issue 37). Every partner route starts here: the brand is the one this
// browser's session chose among the account's memberships (sessions.brand_id), or its first by name;
// never an id from the request. A role is checked per action.
import { and, asc, eq, sql } from "drizzle-orm";
import {
  canEditOffers,
  type BrandRole,
  type Membership,
  type PartnerMe,
} from "@studentperks/contracts/partners";
import type { Db } from "#server/db/client.ts";
import { brandMembers, brands, sessions } from "#server/db/schema.ts";
import { t } from "#server/i18n/index.ts";
import { AppError } from "#server/lib/app-error.ts";
import type { Session } from "#server/plugins/sessions.ts";

/** A member acting for the brand their session shows. */
export interface PartnerContext {
  userId: string;
  brandId: number;
  brandKey: string;
  brandName: string;
  role: BrandRole;
}

const notPartner = () => new AppError(403, t("partners.notPartner"), "NOT_A_PARTNER");
const roleRefused = () => new AppError(403, t("partners.roleRefused"), "ROLE_REFUSED");

/** The account's memberships, the session's chosen brand first, then by name. */
async function memberships(db: Db, session: Session) {
  const chosen = sql`${brands.id} = (select ${sessions.brandId} from ${sessions} where ${sessions.tokenHash} = ${session.tokenHash})`;
  return db
    .select({
      brandId: brands.id,
      brandKey: brands.key,
      name: brands.name,
      slug: brands.slug,
      logoUrl: brands.logoUrl,
      role: brandMembers.role,
      chosen: sql<boolean>`coalesce(${chosen}, false)`,
    })
    .from(brandMembers)
    .innerJoin(brands, eq(brands.id, brandMembers.brandId))
    .where(eq(brandMembers.userId, session.userId))
    .orderBy(sql`coalesce(${chosen}, false) desc`, asc(brands.name), asc(brands.id));
}

const shown = (row: Awaited<ReturnType<typeof memberships>>[number]): Membership => ({
  brandId: row.brandId,
  name: row.name,
  slug: row.slug,
  logoUrl: row.logoUrl,
  role: row.role,
});

export function createMembership(db: Db) {
  async function me(session: Session): Promise<PartnerMe> {
    const rows = await memberships(db, session);
    return {
      brands: rows.map(shown).sort((a, b) => a.name.localeCompare(b.name) || a.brandId - b.brandId),
      current: rows[0] ? shown(rows[0]) : null,
    };
  }

  async function context(session: Session): Promise<PartnerContext> {
    const [row] = await memberships(db, session);
    if (!row) throw notPartner();
    return {
      userId: session.userId,
      brandId: row.brandId,
      brandKey: row.brandKey,
      brandName: row.name,
      role: row.role,
    };
  }

  return {
    /** The account's brands and the one shown: for GET /api/partners/me (no brand is no error). */
    me,
    /** The brand the session acts for; 403 for an account that belongs to none. */
    context,

    /** The same, for an action that changes offers or codes (owners and editors). */
    async editor(session: Session): Promise<PartnerContext> {
      const found = await context(session);
      if (!canEditOffers(found.role)) throw roleRefused();
      return found;
    },

    /** The same, for managing members (owners). */
    async owner(session: Session): Promise<PartnerContext> {
      const found = await context(session);
      if (found.role !== "owner") throw roleRefused();
      return found;
    },

    /** Makes `brandId` the brand this session shows; 404 unless the account is its member. */
    async choose(session: Session, brandId: number): Promise<PartnerMe> {
      const [member] = await db
        .select({ brandId: brandMembers.brandId })
        .from(brandMembers)
        .where(and(eq(brandMembers.userId, session.userId), eq(brandMembers.brandId, brandId)));
      if (!member) throw new AppError(404, t("partners.noSuchBrand"), "NOT_FOUND");
      await db.update(sessions).set({ brandId }).where(eq(sessions.tokenHash, session.tokenHash));
      return me(session);
    },
  };
}

export type MembershipService = ReturnType<typeof createMembership>;
