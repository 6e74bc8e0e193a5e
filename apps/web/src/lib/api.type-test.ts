// Compile-time proof that the route table types every call (issue 33): each `@ts-expect-error` line
// below must fail to compile, so `npm run typecheck` fails if a wrong path, a wrong body field, a
// missing parameter or a field the answer lacks ever compiled. Nothing here runs; no test imports it.
import { api } from "./api-client.ts";
import { uploadForm } from "./upload.ts";

export async function callsTheTableRefuses(): Promise<void> {
  // A path no route declares, and a declared path under another method.
  // @ts-expect-error: no route is declared at this path.
  await api("GET /api/offer");
  // @ts-expect-error: /api/offers is read, not written.
  await api("POST /api/offers");

  // A body field the route's schema does not have, a field of the wrong type, a body missing one.
  // @ts-expect-error: the login body has no `username`.
  await api("POST /api/auth/login", { body: { username: "amira", password: "password1" } });
  // @ts-expect-error: the locale is "en" or "ar".
  await api("PUT /api/auth/locale", { body: { locale: "fr" } });
  // @ts-expect-error: the login body needs its password.
  await api("POST /api/auth/login", { body: { email: "amira@zu.ac.ae" } });
  // @ts-expect-error: a route that reads no body is sent none.
  await api("GET /api/auth/user", { body: { id: "u1" } });

  // Path parameters: missing, misnamed, or given to a route without any.
  // @ts-expect-error: the brand page needs its :slug.
  await api("GET /api/brands/:slug");
  // @ts-expect-error: the favourite's parameter is :offerId, not :id.
  await api("PUT /api/favorites/:offerId", { params: { id: 7 } });
  // @ts-expect-error: /api/offers has no path parameters.
  await api("GET /api/offers", { params: { id: 1 } });

  // A query the route does not declare, or of the wrong kind.
  // @ts-expect-error: the console's offer list has no `sort`.
  await api("GET /api/admin/offers", { query: { sort: "title" } });
  // @ts-expect-error: a partnership list's status is one of the listed ones.
  await api("GET /api/admin/partnerships", { query: { status: "maybe" } });

  // Reading what the answer does not carry.
  const { user } = await api("POST /api/auth/login", { body: { email: "a@zu.ac.ae", password: "p" } });
  // @ts-expect-error: a user has no password in the answer.
  void user.password;
  const offers = await api("GET /api/offers");
  // @ts-expect-error: the public list never carries a discount code.
  void offers[0]?.code;
  // @ts-expect-error: a 204 answer has nothing to read.
  void (await api("PUT /api/favorites/:offerId", { params: { offerId: 7 } })).offerIds;
  const verify = await api("POST /api/students/verify", { body: { email: "a@zu.ac.ae" } });
  // @ts-expect-error: with two successes the body is read after telling them apart by status.
  void verify.message;
  if (verify.status === 200) void verify.body.institution;
  // @ts-expect-error: only the 200 (a code was sent) names the institution.
  else void verify.body.institution;

  // Uploads name their route the same way.
  // @ts-expect-error: no upload is declared at this path.
  await uploadForm("POST /api/upload/banner", new FormData(), {});
  // @ts-expect-error: sign-in reads JSON, not a form.
  await uploadForm("POST /api/auth/login", new FormData(), {});
  const codes = await uploadForm("POST /api/admin/offers/:id/codes", new FormData(), { params: { id: 1 } });
  // @ts-expect-error: the codes upload answers counts, not a URL.
  void codes.url;
  // A form may also be PUT (the card photo replaces the last), never sent with another method.
  const photo = await uploadForm("PUT /api/card/photo", new FormData(), {});
  void photo.photo;
  // @ts-expect-error: removing the photo sends no form.
  await uploadForm("DELETE /api/card/photo", new FormData(), {});
}
