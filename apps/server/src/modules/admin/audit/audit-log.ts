// Writing and reading the staff audit log. A decision and its entry are written in one transaction,
// so the log cannot miss a decision that happened.
import { and, desc, eq, lt, sql } from "drizzle-orm";
import { AUDIT_PAGE_SIZE, type AuditPage, type AuditQuery } from "@studentperks/contracts/admin/audit";
import type { Db } from "../../../db/client.ts";
import { auditLog, users } from "../../../db/schema.ts";

type Executor = Pick<Db, "insert">;

export interface AuditRecord {
  /** The staff member's user id (request.session.userId). */
  actorId: string;
  action: string;
  entityType: string;
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

export async function listAudit(db: Db, query: AuditQuery): Promise<AuditPage> {
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
  return {
    entries: page.map((row) => ({
      id: row.id,
      actorEmail: row.actorEmail,
      action: row.action,
      entityType: row.entityType,
      entityId: row.entityId,
      before: row.before,
      after: row.after,
      createdAt: row.createdAt.toISOString(),
    })),
    nextBefore: rows.length > AUDIT_PAGE_SIZE ? page[page.length - 1]!.id : null,
  };
}
