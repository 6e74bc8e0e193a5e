// Staff for API tests: an admin account made the way `npm run admin:create` makes one, signed in
// through the real login route.
import type { TestApp } from "./build-test-app.ts";
import { cookieFrom, login, newAddress, PASSWORD, SESSION_COOKIE } from "./accounts.ts";
import { createOrPromoteAdmin } from "#server/modules/admin/staff-accounts.ts";
import { multipart } from "./verification.ts";

let n = 0;

export async function staff(t: TestApp) {
  n += 1;
  const email = `staff${n}.${Date.now()}@studentperks.test`;
  await createOrPromoteAdmin(t.database.db, { email, firstName: "Sara", lastName: "Staff" }, PASSWORD);
  const response = await login(t, email, PASSWORD);
  if (response.statusCode !== 200) throw new Error(`staff login answered ${response.statusCode}`);
  return { email, cookie: cookieFrom(response, SESSION_COOKIE)! };
}

/** Calls an admin route as the given browser (a JSON body when `payload` is given). */
export function asStaff(
  t: TestApp,
  cookie: string,
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE",
  url: string,
  payload?: unknown,
) {
  return t.app.inject({
    method,
    url,
    headers: { cookie, origin: "http://localhost:3000" },
    remoteAddress: newAddress(),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

/** Uploads a CSV of codes to an offer's pool, as the console's Codes panel does. */
export function uploadCodesAsStaff(
  t: TestApp,
  cookie: string,
  offerId: number,
  text: string | Buffer,
  contentType = "text/csv",
) {
  const form = multipart({}, { field: "file", filename: "codes.csv", contentType, bytes: Buffer.from(text) });
  return t.app.inject({
    method: "POST",
    url: `/api/admin/offers/${offerId}/codes`,
    payload: form.payload,
    headers: { cookie, origin: "http://localhost:3000", "content-type": form.contentType },
  });
}
