// Whether an offer has a code to hand out (issue 36). An offer with a pool has one while a pool code is
// free; an offer without one has its shared code unless staff marked it bad, or its generated codes
// unless staff marked all 90 bad. The answer is kept on the offer as codes_ran_out_at, so the
// catalogue, the dialog and the Featured and Trending rows read it without counting codes, and it is
// written only when it changes: each write to offers moves the catalogue's version.
import { GENERATED_CODE_SUFFIX } from "@studentperks/contracts/redemption";
import { and, eq, sql } from "drizzle-orm";
import type { Executor } from "#server/db/client.ts";
import { offers } from "#server/db/schema.ts";

// Qualified by hand: Drizzle writes a lone "id" in some statements, which the subqueries would take
// for their own tables' column.
const offerId = sql.raw('"offers"."id"');
const hasPool = sql`exists (select 1 from offer_codes c where c.offer_id = ${offerId})`;
const hasFreeCode = sql`exists (select 1 from offer_codes c where c.offer_id = ${offerId} and c.assigned_at is null)`;
const sharedCodeIsBad = sql`exists (select 1 from bad_codes b where b.offer_id = ${offerId} and b.code = "offers"."code")`;
// The generated codes (codes.ts: the brand's lowercased letters and digits, "sp", 10-99): all 90 bad.
const generatedPrefix = sql`lower(regexp_replace(lower("offers"."brand_name"), '[^a-z0-9]', '', 'g')) || ${GENERATED_CODE_SUFFIX}`;
const everyGeneratedCodeIsBad = sql`(select count(*) from bad_codes b where b.offer_id = ${offerId} and b.code ~ ('^' || ${generatedPrefix} || '[1-9][0-9]$')) >= 90`;
const sharedOrGeneratedIsGone = sql`case when "offers"."code" is null then ${everyGeneratedCodeIsBad} else ${sharedCodeIsBad} end`;
const ranOut = sql`((${hasPool} and not ${hasFreeCode}) or (not ${hasPool} and ${sharedOrGeneratedIsGone}))`;

/** Brings codes_ran_out_at up to date; answers "ran_out" or "restocked" when it changed, else null. */
export async function refreshCodeSupply(
  exec: Executor,
  id: number,
  now: Date,
): Promise<"ran_out" | "restocked" | null> {
  const [changed] = await exec
    .update(offers)
    .set({ codesRanOutAt: sql`case when ${ranOut} then ${now.toISOString()}::timestamptz else null end` })
    .where(and(eq(offers.id, id), sql`(${offers.codesRanOutAt} is not null) <> ${ranOut}`))
    .returning({ codesRanOutAt: offers.codesRanOutAt });
  if (!changed) return null;
  return changed.codesRanOutAt ? "ran_out" : "restocked";
}
