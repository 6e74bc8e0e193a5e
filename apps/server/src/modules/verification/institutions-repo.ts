// Which institution a student e-mail domain belongs to: one indexed lookup over the domain and its
// parents, the most specific match winning. Legacy domains never match.
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { institutionDomains, institutions } from "#server/db/schema.ts";
import { candidateDomains } from "./student-email.ts";

export interface InstitutionMatch {
  id: number;
  name: string;
  domain: string;
}

export async function findInstitutionForDomain(db: Db, domain: string): Promise<InstitutionMatch | null> {
  const candidates = candidateDomains(domain);
  if (candidates.length === 0) return null;
  const [match] = await db
    .select({ id: institutions.id, name: institutions.name, domain: institutionDomains.domain })
    .from(institutionDomains)
    .innerJoin(institutions, eq(institutions.id, institutionDomains.institutionId))
    .where(and(inArray(institutionDomains.domain, candidates), eq(institutionDomains.isLegacy, false)))
    .orderBy(desc(sql`length(${institutionDomains.domain})`))
    .limit(1);
  return match ?? null;
}
