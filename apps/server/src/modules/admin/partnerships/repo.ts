// Reading partnership requests for staff. The list walks the (status, created_at) index a page at a
// time: the waiting ones oldest first (first come, first served), decided ones newest first.
import { asc, desc, eq, sql } from "drizzle-orm";
import {
  PARTNERSHIP_PAGE_SIZE,
  type PartnershipDetail,
  type PartnershipPage,
  type PartnershipSummary,
} from "@studentperks/contracts/admin/partnerships";
import type { Db } from "#server/db/client.ts";
import { partnershipRequests as requests, users, type PartnershipRequestRow } from "#server/db/schema.ts";
import { coverUrlOf, logoUrlOf } from "#server/modules/uploads/index.ts";
import { languageWarningsOf } from "./language-warnings.ts";

/** The submission time to the microsecond, so a page boundary never falls between two rows. */
const submittedToMicros = sql<string>`to_char(${requests.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

const summaryColumns = {
  id: requests.id,
  status: requests.status,
  brandName: requests.brandName,
  brandCategory: requests.brandCategory,
  offerType: requests.offerType,
  discountType: requests.discountType,
  discountValue: requests.discountValue,
  contactName: requests.contactName,
  contactEmail: requests.contactEmail,
  createdAt: requests.createdAt,
  reviewedAt: requests.reviewedAt,
  offerId: requests.offerId,
};

type SummaryRow = Pick<PartnershipRequestRow, keyof typeof summaryColumns>;

/** Listed field by field, so no other column reaches the answer by accident. */
function toSummary(row: SummaryRow): PartnershipSummary {
  return {
    id: row.id,
    status: row.status,
    brandName: row.brandName,
    brandCategory: row.brandCategory,
    offerType: row.offerType,
    discountType: row.discountType,
    discountValue: row.discountValue,
    contactName: row.contactName,
    contactEmail: row.contactEmail,
    submittedAt: row.createdAt.toISOString(),
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
    offerId: row.offerId,
  };
}

export async function listPartnershipRequests(
  db: Db,
  query: { status: PartnershipRequestRow["status"]; cursor?: string },
): Promise<PartnershipPage> {
  const oldestFirst = query.status === "submitted";
  const after = query.cursor ? cursorCondition(query.cursor, oldestFirst) : undefined;
  const rows = await db
    .select({ ...summaryColumns, position: submittedToMicros })
    .from(requests)
    .where(sql`${requests.status} = ${query.status}${after ? sql` and ${after}` : sql``}`)
    .orderBy(
      ...(oldestFirst
        ? [asc(requests.createdAt), asc(requests.id)]
        : [desc(requests.createdAt), desc(requests.id)]),
    )
    .limit(PARTNERSHIP_PAGE_SIZE + 1);
  const page = rows.slice(0, PARTNERSHIP_PAGE_SIZE);
  const last = page.at(-1);
  return {
    requests: page.map(({ position: _position, ...row }) => toSummary(row)),
    nextCursor: rows.length > PARTNERSHIP_PAGE_SIZE && last ? `${last.position}_${last.id}` : null,
  };
}

/** Rows after the cursor in the list's order; the cursor's shape was checked by the contract. */
function cursorCondition(cursor: string, oldestFirst: boolean) {
  const separator = cursor.lastIndexOf("_");
  const at = cursor.slice(0, separator);
  const id = cursor.slice(separator + 1);
  const position = sql`(${requests.createdAt}, ${requests.id})`;
  const bound = sql`(${at}::timestamptz, ${id}::uuid)`;
  return oldestFirst ? sql`${position} > ${bound}` : sql`${position} < ${bound}`;
}

export async function findPartnershipRequest(db: Db, id: string): Promise<PartnershipDetail | null> {
  const [found] = await db
    .select({ request: requests, reviewerEmail: users.email })
    .from(requests)
    .leftJoin(users, eq(users.id, requests.reviewedBy))
    .where(eq(requests.id, id));
  if (!found) return null;
  const { request, reviewerEmail } = found;
  return {
    ...toSummary(request),
    businessDescription: request.businessDescription,
    generalInfo: request.generalInfo,
    discountCode: request.discountCode,
    referralLink: request.referralLink,
    expiresOn: request.expiresOn,
    websiteUrl: request.websiteUrl,
    redemptionGuide: request.redemptionGuide,
    termsAndConditions: request.termsAndConditions,
    redemptionChannel: request.redemptionChannel,
    titleAr: request.titleAr,
    descriptionAr: request.descriptionAr,
    termsAndConditionsAr: request.termsAndConditionsAr,
    contactPhone: request.contactPhone,
    logoUrl: logoUrlOf(request.logoKey),
    coverUrl: request.coverKey ? coverUrlOf(request.coverKey) : null,
    reviewerEmail,
    rejectionReason: request.rejectionReason,
    languageWarnings: languageWarningsOf(request),
  };
}
