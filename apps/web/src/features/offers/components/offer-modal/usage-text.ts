// What the dialog says about an offer's usage rule (issue 36): before a use, and after it with the
// day the next one is allowed, in Dubai time and the page's language.
import type { UsageLimit } from "@studentperks/contracts/catalogue";
import { dubaiWeekdayDate } from "@studentperks/contracts/dubai-time";
import type { Locale } from "@studentperks/contracts/i18n/locales";
import { t } from "#web/lib/i18n/index.ts";

/** Before a use: "You can use this once every 7 days." */
export const usageRuleText = (limit: UsageLimit): string => t(`offerModal.usage.${limit}`);

/**
 * After a use: "You can use this once every 7 days — next from Thursday 4 Dec"; for once, that it was
 * the one use; for unlimited, the rule again.
 */
export function usedText(limit: UsageLimit, nextEligibleAt: string | null, locale: Locale): string {
  if (limit === "once" || limit === "unlimited" || nextEligibleAt === null) {
    return t(limit === "unlimited" ? "offerModal.usage.unlimited" : "offerModal.usedForGood");
  }
  return t(`offerModal.next.${limit}`, { date: dubaiWeekdayDate(nextEligibleAt, locale) });
}
