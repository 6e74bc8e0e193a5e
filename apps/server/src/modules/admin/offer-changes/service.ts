// Staff review brands' proposals from the partner portal (issue 37). A proposal is decided once (a
// conditional UPDATE while `submitted`); approving writes its fields into the offer (a new offer is
// made and published, a changed one keeps its status) in the same transaction, and the brand's owners
// and editors are mailed either way.
import { and, asc, eq, inArray } from "drizzle-orm";
import type {
  OfferChangeDetail,
  OfferChangeList,
  OfferChangeSummary,
} from "@studentperks/contracts/admin/offer-changes";
import type { Locale } from "@studentperks/contracts/i18n/locales";
import type { ChangeStatus } from "@studentperks/contracts/partners";
import type { Db, Executor } from "#server/db/client.ts";
import { brandMembers, brands, offerChanges, offers, users } from "#server/db/schema.ts";
import { AppError } from "#server/lib/app-error.ts";
import {
  brandFace,
  changedFields,
  offerFieldsFrom,
  partnerFieldsOf,
  proposalApprovedEmail,
  proposalReturnedEmail,
} from "#server/modules/partners/index.ts";
import { refreshCodeSupply } from "#server/modules/redemption/index.ts";
import type { Clock } from "#server/services/clock.ts";
import type { MailQueue } from "#server/services/mail-outbox/queue.ts";
import type { RenderedEmail } from "#server/services/mailer/layout.ts";
import { recordAudit } from "../audit/index.ts";
import { columnsOf, problemsOf } from "../offers/index.ts";

type ChangeRow = typeof offerChanges.$inferSelect;

/** A proposal of a new offer: no offer yet, or (approved) none before it. */
const isNew = (change: ChangeRow) =>
  change.status === "approved" ? change.before === null : change.offerId === null;

const notFound = () => new AppError(404, "There is no such proposal.", "NOT_FOUND");
const alreadyDecided = () => new AppError(409, "This proposal has already been decided.", "ALREADY_DECIDED");

export interface OfferChangesDeps {
  db: Db;
  clock: Clock;
  outbox: MailQueue;
  publicUrl: string;
}

export function createOfferChanges({ db, clock, outbox, publicUrl }: OfferChangesDeps) {
  const portalLink = `${publicUrl.replace(/\/$/, "")}/partners`;

  async function summaries(where: ReturnType<typeof eq>): Promise<OfferChangeSummary[]> {
    const rows = await db
      .select({
        change: offerChanges,
        brandName: brands.name,
        brandSlug: brands.slug,
        submittedBy: users.email,
      })
      .from(offerChanges)
      .innerJoin(brands, eq(brands.id, offerChanges.brandId))
      .leftJoin(users, eq(users.id, offerChanges.submittedBy))
      .where(where)
      .orderBy(asc(offerChanges.submittedAt), asc(offerChanges.id))
      .limit(200);
    return rows.map(({ change, brandName, brandSlug, submittedBy }) => ({
      id: change.id,
      status: change.status,
      brandName,
      brandSlug,
      kind: isNew(change) ? ("new" as const) : ("change" as const),
      offerId: change.offerId,
      title: change.fields.title,
      submittedBy: submittedBy ?? "a deleted account",
      submittedAt: change.submittedAt.toISOString(),
    }));
  }

  /** Mails staff's decision to the brand's owners and editors, each in their language, with `exec`. */
  async function tellBrand(
    exec: Executor,
    change: ChangeRow,
    email: (locale: Locale, brandName: string) => RenderedEmail,
  ): Promise<void> {
    const [brand] = await exec
      .select({ name: brands.name })
      .from(brands)
      .where(eq(brands.id, change.brandId));
    const editors = await exec
      .select({ email: users.email, locale: users.locale })
      .from(brandMembers)
      .innerJoin(users, eq(users.id, brandMembers.userId))
      .where(and(eq(brandMembers.brandId, change.brandId), inArray(brandMembers.role, ["owner", "editor"])));
    for (const editor of editors) {
      await outbox.add(exec, { to: editor.email, ...email(editor.locale, brand!.name) });
    }
  }

  /** Marks the proposal decided if it still waits; null when it does not (or does not exist). */
  async function decide(
    exec: Executor,
    id: number,
    staffId: string,
    status: ChangeStatus,
    reason: string | null,
  ) {
    const [decided] = await exec
      .update(offerChanges)
      .set({ status, reason, reviewedAt: clock.now(), reviewedBy: staffId })
      .where(and(eq(offerChanges.id, id), eq(offerChanges.status, "submitted")))
      .returning();
    return decided ?? null;
  }

  async function refusal(id: number): Promise<AppError> {
    const [found] = await db
      .select({ id: offerChanges.id })
      .from(offerChanges)
      .where(eq(offerChanges.id, id));
    return found ? alreadyDecided() : notFound();
  }

  /**
   * Writes an approved proposal into its offer: a new, published one, or the changed fields (the
   * fields before are kept on the proposal, for its record).
   */
  async function apply(exec: Executor, change: ChangeRow, staffId: string): Promise<number> {
    const now = clock.now();
    const columns = columnsOf(offerFieldsFrom(change.fields, await brandFace(exec, change.brandId)));
    const problems = problemsOf(columns, now);
    if (problems.length > 0) {
      const error = new AppError(
        400,
        `This proposal cannot go live: ${problems.map((p) => p.message).join("; ")}.`,
        "INCOMPLETE",
      );
      error.issues = problems;
      throw error;
    }
    if (change.offerId === null) {
      const [created] = await exec
        .insert(offers)
        .values({
          ...columns,
          brandId: change.brandId,
          status: "published",
          publishedAt: now,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: offers.id });
      await recordAudit(exec, {
        actorId: staffId,
        action: "offer.create",
        entityType: "offer",
        entityId: created!.id,
        before: null,
        after: { status: "published", title: columns.title, fromProposal: change.id },
      });
      return created!.id;
    }
    const [before] = await exec.select().from(offers).where(eq(offers.id, change.offerId)).for("update");
    if (!before) throw notFound();
    const {
      brandName: _name,
      businessName: _business,
      logoUrl: _logo,
      businessDescription: _about,
      ...proposed
    } = columns;
    await exec
      .update(offers)
      .set({ ...proposed, updatedAt: now })
      .where(eq(offers.id, change.offerId));
    await refreshCodeSupply(exec, change.offerId, now);
    await exec
      .update(offerChanges)
      .set({ before: partnerFieldsOf(before) })
      .where(eq(offerChanges.id, change.id));
    await recordAudit(exec, {
      actorId: staffId,
      action: "offer.edit",
      entityType: "offer",
      entityId: change.offerId,
      before: partnerFieldsOf(before),
      after: { ...change.fields, fromProposal: change.id },
    });
    return change.offerId;
  }

  return {
    list: async (status: ChangeStatus): Promise<OfferChangeList> => ({
      changes: await summaries(eq(offerChanges.status, status)),
    }),

    async get(id: number): Promise<OfferChangeDetail> {
      const [summary] = await summaries(eq(offerChanges.id, id));
      if (!summary) throw notFound();
      const [change] = await db.select().from(offerChanges).where(eq(offerChanges.id, id));
      // Approved, it shows what it changed; open or sent back, what it would change now.
      const [offer] =
        change!.status === "approved" || change!.offerId === null
          ? []
          : await db.select().from(offers).where(eq(offers.id, change!.offerId));
      const before = change!.status === "approved" ? change!.before : offer ? partnerFieldsOf(offer) : null;
      return {
        ...summary,
        before: before ? { ...before } : null,
        after: { ...change!.fields },
        changed: changedFields(before, change!.fields),
        reason: change!.reason,
      };
    },

    async approve(id: number, staffId: string): Promise<{ offerId: number }> {
      const approved = await db.transaction(async (tx) => {
        const change = await decide(tx, id, staffId, "approved", null);
        if (!change) return null;
        const offerId = await apply(tx, change, staffId);
        if (change.offerId === null)
          await tx.update(offerChanges).set({ offerId }).where(eq(offerChanges.id, id));
        await recordAudit(tx, {
          actorId: staffId,
          action: "offer_change.approve",
          entityType: "offer_change",
          entityId: id,
          before: { status: "submitted" },
          after: { status: "approved", offerId },
        });
        await tellBrand(tx, change, (locale, brandName) =>
          proposalApprovedEmail(locale, { brandName, title: change.fields.title, link: portalLink }),
        );
        return offerId;
      });
      if (approved === null) throw await refusal(id);
      outbox.wake();
      return { offerId: approved };
    },

    /** Sends the proposal back with staff's reason; the offer is untouched. */
    async sendBack(id: number, staffId: string, reason: string): Promise<void> {
      const returned = await db.transaction(async (tx) => {
        const change = await decide(tx, id, staffId, "returned", reason);
        if (!change) return false;
        await recordAudit(tx, {
          actorId: staffId,
          action: "offer_change.return",
          entityType: "offer_change",
          entityId: id,
          before: { status: "submitted" },
          after: { status: "returned", reason },
        });
        await tellBrand(tx, change, (locale, brandName) =>
          proposalReturnedEmail(locale, { brandName, title: change.fields.title, reason, link: portalLink }),
        );
        return true;
      });
      if (!returned) throw await refusal(id);
      outbox.wake();
    },
  };
}

export type OfferChangesService = ReturnType<typeof createOfferChanges>;
