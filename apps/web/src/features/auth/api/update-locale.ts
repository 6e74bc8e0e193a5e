import type { Locale } from "@studentperks/contracts/i18n/locales";
import { api } from "#web/lib/api-client.ts";

/** PUT /api/auth/locale: the signed-in user's language, kept on the account so other devices follow. */
export async function updateLocale(locale: Locale) {
  const { user } = await api("PUT /api/auth/locale", { body: { locale } });
  return user;
}
