// Creating and editing institutions. Whichever screen adds a domain, the students waiting on it are
// sent a code to their student e-mail in the same transaction (see domain-codes.ts):
// a listed domain says where students study, not that whoever typed an address there owns it.
import { eq, inArray } from "drizzle-orm";
import type {
  CreateInstitution,
  InstitutionChange,
  UpdateInstitution,
} from "@studentperks/contracts/admin/institutions";
import type { Db, Executor } from "#server/db/client.ts";
import { institutionDomains, institutions } from "#server/db/schema.ts";
import { AppError, invalidField } from "#server/lib/app-error.ts";
import type { Clock } from "#server/services/clock.ts";
import type { Random } from "#server/services/random.ts";
import {
  createDecisionMail,
  createStudentEmailCodes,
  type DecisionMailDeps,
  type StudentEmailCodes,
} from "#server/modules/verification/index.ts";
import { recordAudit } from "../audit/index.ts";
import { mailDomainOutcome, sendCodesToWaitingOnDomains, type DomainOutcome } from "./domain-codes.ts";
import {
  assertDomainsAvailable,
  domainsOf,
  findInstitution,
  insertDomains,
  institutionsMessages,
  listInstitutions,
  withUniqueName,
} from "./repo.ts";

export interface InstitutionChangeResult {
  institution: { id: number; name: string };
  decided: DomainOutcome;
}

/** Field names the refusals point at, which differ between the two screens' payloads. */
interface Fields {
  domains: string;
}

/** Who makes a change, when, and the codes that students waiting on a new domain are sent. */
export interface ChangeContext {
  actorId: string;
  now: Date;
  codes: StudentEmailCodes;
}

export async function createInstitutionIn(
  tx: Executor,
  context: ChangeContext,
  input: CreateInstitution,
  fields: Fields = { domains: "domains" },
): Promise<InstitutionChangeResult> {
  const { actorId } = context;
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
  const decided = await sendCodesToWaitingOnDomains(tx, {
    ...context,
    domains: input.domains,
    institution: values.name,
  });
  return { institution: institution!, decided };
}

export async function updateInstitutionIn(
  tx: Executor,
  context: ChangeContext,
  id: number,
  input: UpdateInstitution,
  fields: Fields = { domains: "addDomains" },
): Promise<InstitutionChangeResult> {
  const { actorId } = context;
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
  const decided = await sendCodesToWaitingOnDomains(tx, { ...context, domains: add, institution: name });
  return { institution: { id, name }, decided };
}

/** What a change that can add domains needs: the database, time, codes and mail. */
export interface DomainChangeDeps extends DecisionMailDeps {
  db: Db;
  clock: Clock;
  random: Random;
  /** Keys the HMAC of student e-mail codes. */
  secret: string;
}

/** The counts a change's answer reports. */
export const domainOutcomeCounts = (outcome: DomainOutcome) => ({
  codesSent: outcome.sent.length,
  rejected: outcome.rejected.length,
});

export function createInstitutionService(deps: DomainChangeDeps) {
  const { db, clock } = deps;
  const mail = createDecisionMail(deps);
  const codes = createStudentEmailCodes(deps);
  const context = (actorId: string): ChangeContext => ({ actorId, now: clock.now(), codes });

  /** Runs the change and writes its e-mails in one transaction; they leave once it commits. */
  async function change(run: (tx: Db) => Promise<InstitutionChangeResult>) {
    const result = await db.transaction(async (tx) => {
      const done = await run(tx);
      await mailDomainOutcome(tx, mail, done.decided);
      return done;
    });
    mail.wake();
    return result;
  }

  async function answer(result: InstitutionChangeResult): Promise<InstitutionChange> {
    const [institution] = await listInstitutions(db, clock.now(), result.institution.id);
    if (!institution) throw new AppError(404, institutionsMessages.notFound, "NOT_FOUND");
    return { institution, ...domainOutcomeCounts(result.decided) };
  }

  return {
    list: async () => ({ institutions: await listInstitutions(db, clock.now()) }),
    create: async (actorId: string, input: CreateInstitution) =>
      answer(await change((tx) => createInstitutionIn(tx, context(actorId), input))),
    update: async (actorId: string, id: number, input: UpdateInstitution) =>
      answer(await change((tx) => updateInstitutionIn(tx, context(actorId), id, input))),
  };
}

export type InstitutionService = ReturnType<typeof createInstitutionService>;
