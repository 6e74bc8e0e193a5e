// Small rules of the institutions screen, kept apart so they are tested without a browser.
import type { Institution } from "@studentperks/contracts/admin/institutions";

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
