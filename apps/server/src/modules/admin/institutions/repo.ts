// Institutions and their domains as staff change them. A domain belongs to one institution (its
// primary key); a name to one institution (a case-insensitive unique index); both refusals name the
// record in the way.
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Institution } from "@studentperks/contracts/admin/institutions";
import type { Db, Executor } from "#server/db/client.ts";
import { institutionDomains, institutions, studentProfiles } from "#server/db/schema.ts";
import { AppError, invalidField } from "#server/lib/app-error.ts";
import { isFreeWebmail } from "#server/modules/verification/index.ts";
import { isUniqueViolation } from "#server/lib/pg-errors.ts";

// Shared second-level suffixes: a domain here would take in students of every institution below it.
const SHARED_SUFFIXES = new Set(["ac.ae", "edu.ae", "gov.ae", "co.ae", "net.ae", "org.ae", "sch.ae"]);

export const institutionsMessages = {
  notFound: "There is no such institution.",
  nameTaken: (name: string) => `An institution named ${name} already exists.`,
  domainTaken: (domain: string, owner: string) => `${domain} already belongs to ${owner}.`,
  domainTwice: (domain: string) => `${domain} is listed twice.`,
  freeWebmail: (domain: string) =>
    `${domain} is a free e-mail service anyone can sign up to; it cannot prove student status.`,
  sharedSuffix: (domain: string) =>
    `${domain} is shared by many organisations; add the institution's own domain.`,
  notItsDomain: (domain: string) => `${domain} is not a domain of this institution.`,
} as const;

/** Refuses domains that would prove nothing: free webmail and shared suffixes such as ac.ae. */
export function assertDomainAcceptable(domain: string, field = "domain"): void {
  if (isFreeWebmail(domain)) throw invalidField(field, institutionsMessages.freeWebmail(domain));
  if (SHARED_SUFFIXES.has(domain)) throw invalidField(field, institutionsMessages.sharedSuffix(domain));
}

/** Every check a set of new domains must pass before it is added; 409 names the owner of a taken one. */
export async function assertDomainsAvailable(exec: Executor, domains: string[], field: string) {
  const seen = new Set<string>();
  for (const domain of domains) {
    if (seen.has(domain)) throw new AppError(409, institutionsMessages.domainTwice(domain), "DOMAIN_TWICE");
    seen.add(domain);
    assertDomainAcceptable(domain, field);
  }
  if (domains.length === 0) return;
  const [taken] = await exec
    .select({ domain: institutionDomains.domain, owner: institutions.name })
    .from(institutionDomains)
    .innerJoin(institutions, eq(institutions.id, institutionDomains.institutionId))
    .where(inArray(institutionDomains.domain, domains))
    .limit(1);
  if (taken) throw domainTaken(taken.domain, taken.owner);
}

const domainTaken = (domain: string, owner: string) =>
  new AppError(409, institutionsMessages.domainTaken(domain, owner), "DOMAIN_TAKEN");

/** Adds domains the caller checked with assertDomainsAvailable; a racing claim still answers 409. */
export async function insertDomains(exec: Executor, institutionId: number, domains: string[]) {
  if (domains.length === 0) return;
  try {
    await exec.insert(institutionDomains).values(domains.map((domain) => ({ domain, institutionId })));
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new AppError(409, "One of these domains was just added elsewhere.", "DOMAIN_TAKEN");
    }
    throw error;
  }
}

/** Runs `write` (an insert or rename), answering 409 when the name is another institution's. */
export async function withUniqueName<T>(name: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(409, institutionsMessages.nameTaken(name), "NAME_TAKEN");
    throw error;
  }
}

/** Institutions with their domains and verified students, in one query. */
export async function listInstitutions(
  db: Pick<Db, "select">,
  now: Date,
  id?: number,
): Promise<Institution[]> {
  // Profiles keep the institution's name as it was when they verified; counted by that name.
  const verified = db
    .select({ institution: studentProfiles.institution, count: sql<number>`count(*)::int`.as("count") })
    .from(studentProfiles)
    .where(and(eq(studentProfiles.status, "active"), sql`${studentProfiles.expiresAt} > ${now}`))
    .groupBy(studentProfiles.institution)
    .as("verified");
  const domains = sql<Institution["domains"]>`coalesce((
    select json_agg(json_build_object('domain', d.domain, 'isLegacy', d.is_legacy) order by d.is_legacy, d.domain)
    from ${institutionDomains} d where d.institution_id = ${institutions.id}), '[]'::json)`;
  return db
    .select({
      id: institutions.id,
      name: institutions.name,
      emirate: institutions.emirate,
      domains,
      verifiedStudents: sql<number>`coalesce(${verified.count}, 0)::int`,
    })
    .from(institutions)
    .leftJoin(verified, eq(verified.institution, institutions.name))
    .where(id === undefined ? undefined : eq(institutions.id, id))
    .orderBy(asc(institutions.name));
}

export async function findInstitution(exec: Pick<Db, "select">, id: number) {
  const [row] = await exec.select().from(institutions).where(eq(institutions.id, id)).for("update");
  if (!row) throw new AppError(404, institutionsMessages.notFound, "NOT_FOUND");
  return row;
}

export async function domainsOf(exec: Pick<Db, "select">, institutionId: number): Promise<string[]> {
  const rows = await exec
    .select({ domain: institutionDomains.domain })
    .from(institutionDomains)
    .where(eq(institutionDomains.institutionId, institutionId))
    .orderBy(asc(institutionDomains.domain));
  return rows.map((row) => row.domain);
}
