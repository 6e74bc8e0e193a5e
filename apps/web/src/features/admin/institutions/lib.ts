// Small rules of the institutions screen, kept apart so they are tested without a browser.
import type { Institution, InstitutionChange } from "@studentperks/contracts/admin/institutions";
import { institutionsText } from "./messages.ts";

/** Domains typed into one field, separated by commas, spaces or new lines. */
export function parseDomains(text: string): string[] {
  return text
    .split(/[\s,;]+/)
    .map((domain) => domain.trim())
    .filter(Boolean);
}

/** Institutions whose name or one of whose domains contains the search, any case. */
export function filterInstitutions(institutions: Institution[], search: string): Institution[] {
  const needle = search.trim().toLowerCase();
  if (!needle) return institutions;
  return institutions.filter(
    (institution) =>
      institution.name.toLowerCase().includes(needle) ||
      institution.domains.some((entry) => entry.domain.includes(needle)),
  );
}

/**
 * What new domains did to the students waiting on them: each was sent a code to their student
 * e-mail (none is verified until they enter it), or refused; empty when nobody was waiting.
 */
export function domainOutcomeText({
  codesSent,
  rejected,
}: Pick<InstitutionChange, "codesSent" | "rejected">) {
  const sent = codesSent === 0 ? [] : [institutionsText("outcome.sent", { count: codesSent })];
  const refused = rejected === 0 ? [] : [institutionsText("outcome.refused", { count: rejected })];
  return [...sent, ...refused].join(" ");
}
