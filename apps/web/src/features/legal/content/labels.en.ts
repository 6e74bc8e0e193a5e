// Not in lib/i18n/locales/en.json: only the legal pages use these, and the frame's catalogue ships
// with the home page.
import type { LegalLabels } from "../types.ts";

export const legalLabels: LegalLabels = {
  effective: "Effective",
  lastUpdated: "Last updated",
  contents: "Contents",
  privacyPolicy: "Privacy Policy",
  termsOfService: "Terms of Service",
  supportTeam: "our support team",
  // translationNotice: not set, as this is the original text, the one a translation defers to.
};
