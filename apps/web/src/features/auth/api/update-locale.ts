import type { Locale } from "@studentperks/contracts/i18n/locales";
import { apiRequest } from "#web/lib/api-client.ts";

/** PUT /api/auth/locale: the signed-in user's language, kept on the account so other devices follow. */
export async function updateLocale(locale: Locale) {
  const { user } = await apiRequest("/api/auth/locale", {
    method: "PUT",
    json: { locale },
    response: () => import("@studentperks/contracts/auth").then((c) => c.userAnswerSchema),
  });
  return user;
}
