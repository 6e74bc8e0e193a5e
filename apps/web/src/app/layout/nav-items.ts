import type { MessageKey } from "#web/lib/i18n/index.ts";
import { discountsHref, paths } from "#web/lib/paths.ts";

/** The public header's navigation (spec 000 §2), shared by the wide nav and the drawer. */
export const navItems: readonly { key: MessageKey; to: string }[] = [
  { key: "nav.discounts", to: discountsHref },
  { key: "nav.howItWorks", to: paths.howItWorks },
  { key: "nav.forMerchants", to: paths.forMerchants },
];
