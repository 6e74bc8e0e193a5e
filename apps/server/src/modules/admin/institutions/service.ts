// Creating and editing institutions. Whichever screen adds a domain, the students waiting on it are
// verified in the same transaction: a listed domain proves student status, whoever listed it.
import { eq, inArray } from "drizzle-orm";
import type {
  CreateInstitution,
  InstitutionChange,
  UpdateInstitution,
} from "@studentperks/contracts/admin/institutions";
import type { Db } from "../../../db/client.ts";
import { institutionDomains, institutions } from "../../../db/schema.ts";
import { AppError, invalidField } from "../../../lib/app-error.ts";
import type { Clock } from "../../../services/clock.ts";
import { recordAudit } from "../audit/audit-log.ts";
import { createDecisionMail, type DecisionMailDeps } from "../verifications/decision-mail.ts";
import {
  approveWaitingOnDomains,
  mailDomainOutcome,
  type DomainOutcome,
} from "../verifications/domain-approval.ts";
import {
  assertDomainsAvailable,
  domainsOf,
  findInstitution,
  insertDomains,
  institutionsMessages,
  listInstitutions,
  withUniqueName,
  type Executor,
} from "./repo.ts";

export interface InstitutionChangeResult {
  institution: { id: number; name: string };
  decided: DomainOutcome;
}

/** Field names the refusals point at, which differ between the two screens' payloads. */
interface Fields {
  domains: string;
}

export async function createInstitutionIn(
  tx: Executor,
  actorId: string,
  input: CreateInstitution,
  now: Date,
  fields: Fields = { domains: "domains" },
): Promise<InstitutionChangeResult> {
  await assertDomainsAvailable(tx, input.domains, fields.domains);
  const values = { name: input.name, emirate: input.emirate };
  const [institution] = await withUniqueName(values.name, () =>
    tx.insert(institutions).values(values).returning({ id: institutions.id, name: institutions.name }),
  );
  await insertDomains(tx, institution!.id, input.domains);
  await recordAudit(tx, {
    actorId,
    action: "institution.create",
    entityType: "institution",
    entityId: institution!.id,
    before: null,
    after: { ...values, domains: [...input.domains].sort() },
  });
  const decided = await approveWaitingOnDomains(tx, {
    domains: input.domains,
    institution: values.name,
    actorId,
    now,
  });
  return { institution: institution!, decided };
}

export async function updateInstitutionIn(
  tx: Executor,
  actorId: string,
  id: number,
  input: UpdateInstitution,
  now: Date,
  fields: Fields = { domains: "addDomains" },
): Promise<InstitutionChangeResult> {
  const current = await findInstitution(tx, id);
  const domainsBefore = await domainsOf(tx, id);
  const remove = input.removeDomains ?? [];
  const add = input.addDomains ?? [];
  const stranger = remove.find((domain) => !domainsBefore.includes(domain));
  if (stranger) throw invalidField("removeDomains", institutionsMessages.notItsDomain(stranger));
  await assertDomainsAvailable(tx, add, fields.domains);

  const name = input.name ?? current.name;
  const emirate = input.emirate === undefined ? current.emirate : input.emirate;
  if (name !== current.name || emirate !== current.emirate) {
    await withUniqueName(name, () =>
      tx.update(institutions).set({ name, emirate }).where(eq(institutions.id, id)),
    );
  }
  if (remove.length > 0) {
    await tx.delete(institutionDomains).where(inArray(institutionDomains.domain, remove));
  }
  await insertDomains(tx, id, add);
  const domainsAfter = [...domainsBefore.filter((d) => !remove.includes(d)), ...add].sort();
  await recordAudit(tx, {
    actorId,
    action: "institution.update",
    entityType: "institution",
    entityId: id,
    before: { name: current.name, emirate: current.emirate, domains: domainsBefore },
    after: { name, emirate, domains: domainsAfter },
  });
  const decided = await approveWaitingOnDomains(tx, { domains: add, institution: name, actorId, now });
  return { institution: { id, name }, decided };
}

export interface InstitutionServiceDeps extends DecisionMailDeps {
  db: Db;
  clock: Clock;
}

export function createInstitutionService(deps: InstitutionServiceDeps) {
  const { db, clock } = deps;
  const mail = createDecisionMail(deps);

  async function answer(result: InstitutionChangeResult): Promise<InstitutionChange> {
    mailDomainOutcome(mail, result.decided);
    const [institution] = await listInstitutions(db, clock.now(), result.institution.id);
    if (!institution) throw new AppError(404, institutionsMessages.notFound, "NOT_FOUND");
    return { institution, approved: result.decided.approved.length };
  }

  return {
    list: async () => ({ institutions: await listInstitutions(db, clock.now()) }),
    create: async (actorId: string, input: CreateInstitution) =>
      answer(await db.transaction((tx) => createInstitutionIn(tx, actorId, input, clock.now()))),
    update: async (actorId: string, id: number, input: UpdateInstitution) =>
      answer(await db.transaction((tx) => updateInstitutionIn(tx, actorId, id, input, clock.now()))),
  };
}

export type InstitutionService = ReturnType<typeof createInstitutionService>;
