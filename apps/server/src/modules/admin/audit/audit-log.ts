// Writing and reading the staff audit log. A decision and its entry are written in one transaction,
// so the log cannot miss a decision that happened.
import { and, desc, eq, inArray, lt, sql } from "drizzle-orm";
import {
  AUDIT_PAGE_SIZE,
  type AuditAction,
  type AuditEntityType,
  type AuditPage,
  type AuditQuery,
} from "@studentperks/contracts/admin/audit";
import type { Db, Executor } from "#server/db/client.ts";
import {
  auditLog,
  institutions,
  brands,
  offerChanges,
  offers,
  partnershipRequests,
  users,
  verificationDocuments,
} from "#server/db/schema.ts";

export interface AuditRecord {
  /** The staff member's user id (request.session.userId). */
  actorId: string;
  /** One of the contracts' list, so the console has a label for every entry. */
  action: AuditAction;
  entityType: AuditEntityType;
  entityId: string | number;
  before: unknown;
  after: unknown;
}

export async function recordAudit(exec: Executor, record: AuditRecord): Promise<void> {
  await exec.insert(auditLog).values({
    actorId: record.actorId,
    // Copied, so the entry still names the person after their account is gone.
    actorEmail: sql`(select ${users.email} from ${users} where ${users.id} = ${record.actorId})`,
    action: record.action,
    entityType: record.entityType,
    entityId: String(record.entityId),
    before: record.before ?? null,
    after: record.after ?? null,
  });
}

async function listAudit(db: Db, query: AuditQuery): Promise<AuditPage> {
  const rows = await db
    .select()
    .from(auditLog)
    .where(
      and(
        query.entityType ? eq(auditLog.entityType, query.entityType) : undefined,
        query.entityId ? eq(auditLog.entityId, query.entityId) : undefined,
        query.before ? lt(auditLog.id, query.before) : undefined,
      ),
    )
    // Ids grow with time, and paging by id never skips or repeats an entry.
    .orderBy(desc(auditLog.id))
    .limit(AUDIT_PAGE_SIZE + 1);
  const page = rows.slice(0, AUDIT_PAGE_SIZE);
  const names = await entityNames(db, page);
  return {
    entries: page.map((row) => ({
      id: row.id,
      actorEmail: row.actorEmail,
      action: row.action,
      entityType: row.entityType,
      entityId: row.entityId,
      entityName: names.get(`${row.entityType}:${row.entityId}`) ?? null,
      before: row.before,
      after: row.after,
      createdAt: row.createdAt.toISOString(),
    })),
    nextBefore: rows.length > AUDIT_PAGE_SIZE ? page[page.length - 1]!.id : null,
  };
}

type Named = { id: string | number; name: string | null };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const uuids = (ids: string[]) => ids.filter((id) => UUID.test(id));
const integers = (ids: string[]) => ids.filter((id) => /^\d{1,9}$/.test(id)).map(Number);
// A deleted account keeps only its number (issue 38).
const personName = sql<string>`case when ${users.deletedAt} is null
  then ${users.firstName} || ' ' || ${users.lastName} else 'deleted account #' || ${users.deletedNumber} end`;

/** Each kind of record's current name, by id: one query per kind on the page, never per entry. */
type Namer = (db: Db, ids: string[]) => Promise<Named[]>;
const namers: Record<AuditEntityType, Namer> = {
  student: (db, ids) =>
    db
      .select({ id: users.id, name: personName })
      .from(users)
      .where(inArray(users.id, uuids(ids))),
  verification_document: (db, ids) =>
    db
      .select({ id: verificationDocuments.id, name: personName })
      .from(verificationDocuments)
      .innerJoin(users, eq(users.id, verificationDocuments.userId))
      .where(inArray(verificationDocuments.id, uuids(ids))),
  // A card photo is named by its student's id.
  card_photo: (db, ids) =>
    db
      .select({ id: users.id, name: personName })
      .from(users)
      .where(inArray(users.id, uuids(ids))),
  partnership_request: (db, ids) =>
    db
      .select({ id: partnershipRequests.id, name: partnershipRequests.brandName })
      .from(partnershipRequests)
      .where(inArray(partnershipRequests.id, uuids(ids))),
  offer: (db, ids) =>
    db
      .select({ id: offers.id, name: sql<string>`${offers.brandName} || ': ' || ${offers.title}` })
      .from(offers)
      .where(inArray(offers.id, integers(ids))),
  institution: (db, ids) =>
    db
      .select({ id: institutions.id, name: institutions.name })
      .from(institutions)
      .where(inArray(institutions.id, integers(ids))),
  // One record, the home page's Featured row (see admin/offers); its entries list the offer ids.
  featured_offers: async (_db, ids) => ids.map((id) => ({ id, name: "the home page" })),
  // A brand's id is its key: its name in lower case.
  brand: (db, ids) =>
    db.select({ id: brands.key, name: brands.name }).from(brands).where(inArray(brands.key, ids)),
  // A brand's proposal (issue 37), named by its brand and the offer's title as proposed.
  offer_change: (db, ids) =>
    db
      .select({
        id: offerChanges.id,
        name: sql<string>`${brands.name} || ': ' || (${offerChanges.fields} ->> 'title')`,
      })
      .from(offerChanges)
      .innerJoin(brands, eq(brands.id, offerChanges.brandId))
      .where(inArray(offerChanges.id, integers(ids))),
};
// A stored kind is text: one this version does not know is listed without a name.
const namerOf = (type: string) => (namers as Partial<Record<string, Namer>>)[type];

async function entityNames(db: Db, rows: { entityType: string; entityId: string }[]) {
  const idsByType = new Map<string, string[]>();
  for (const { entityType, entityId } of rows) {
    if (!namerOf(entityType)) continue;
    idsByType.set(entityType, [...(idsByType.get(entityType) ?? []), entityId]);
  }
  const names = new Map<string, string>();
  for (const [type, ids] of idsByType) {
    for (const { id, name } of await namerOf(type)!(db, [...new Set(ids)])) {
      if (name) names.set(`${type}:${id}`, name);
    }
  }
  return names;
}

/** The audit log as staff routes see it: the db is bound here, in the composition root. */
export function createAuditService(db: Db) {
  return { list: (query: AuditQuery) => listAudit(db, query) };
}
export type AuditService = ReturnType<typeof createAuditService>;
