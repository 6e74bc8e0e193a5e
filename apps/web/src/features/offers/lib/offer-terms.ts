// The T&C's tab (spec 000 §6): the offer's own terms, or the default terms for every offer.
import type { UsageLimit } from "@studentperks/contracts/catalogue";
import { t, type MessageKey } from "#web/lib/i18n/index.ts";

const defaultTermKeys: MessageKey[] = [
  "terms.default.1",
  "terms.default.2",
  "terms.default.3",
  "terms.default.4",
  "terms.default.5",
  "terms.default.6",
  "terms.default.7",
];

/** The offer's terms as paragraphs, or null when it has none and the defaults apply. */
export function offerTerms(terms: string | null): string[] | null {
  const paragraphs = (terms ?? "")
    .split(/\n+/)
    .map((line) => line.trim())
    .filter(Boolean);
  return paragraphs.length > 0 ? paragraphs : null;
}

/**
 * The default terms. The spec's "One code per student account" holds for an offer used once; an
 * offer with another usage rule (issue 36) says its rule there instead, so the terms never contradict
 * the dialog.
 */
export function defaultTerms(usageLimit: UsageLimit = "once"): string[] {
  return defaultTermKeys.map((key) =>
    key === "terms.default.2" && usageLimit !== "once" ? t(`offerModal.usage.${usageLimit}`) : t(key),
  );
}
