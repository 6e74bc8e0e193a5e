// Every operation of the API used as its clients use it, as the party it serves, on a real database:
// the success of each one, and the refusals of its own that a client meets in ordinary use (a taken
// e-mail, a decided request, a student not yet verified). The conformance test checks every answer.
import type { TestApp } from "../helpers/build-test-app.ts";
import { PASSWORD } from "../helpers/accounts.ts";
import { consoleOfferInput, insertOffers } from "../helpers/offer-fixtures.ts";
import { discountRequest, realImage } from "../helpers/merchants.ts";
import { asPdf } from "../helpers/sample-files.ts";
import { multipart, studentEmail } from "../helpers/verification.ts";
import type { Browser } from "./client.ts";

let n = 0;
const unique = (name: string) => `${name} ${(n += 1)}.${Date.now()}`;
const emailFor = (name: string) => `${name}${(n += 1)}.${Date.now()}@example.ae`;

/** The newest six-digit code mailed to `to` (in its subject or text). */
async function codeMailedTo(t: TestApp, to: string): Promise<string> {
  const mail = (await t.mail()).find((m) => m.to === to && /\b\d{6}\b/.test(m.subject + m.text));
  if (!mail) throw new Error(`no code was mailed to ${to}`);
  return /\b(\d{6})\b/.exec(mail.subject + " " + mail.text)![1]!;
}

function form(fields: Record<string, string>, file?: Parameters<typeof multipart>[1]) {
  const { payload, contentType } = multipart(fields, file);
  return { payload, headers: { "content-type": contentType } };
}

const json = <T>(response: { json(): unknown }) => response.json() as T;

export interface Walkers {
  t: TestApp;
  browser: () => Browser;
  /** A new browser signed in as a student with a verified profile. */
  verifiedStudent: () => Promise<Browser>;
  staff: Browser;
}

const newAccount = (email: string) => ({
  email,
  password: PASSWORD,
  firstName: "Layla",
  lastName: "Haddad",
  phone: "+971 50 123 4567",
  emailMarketing: false,
  whatsappMarketing: false,
});

async function signedUp(browser: Browser, email = emailFor("walk")) {
  const answer = await browser.call({ method: "POST", url: "/api/auth/register", json: newAccount(email) });
  if (answer.statusCode !== 201) throw new Error(`register answered ${answer.statusCode}: ${answer.body}`);
  return email;
}

async function publicCatalogue({ browser }: Walkers) {
  const visitor = browser();
  for (const url of [
    "/api/openapi.json",
    "/api/health",
    "/api/health/live",
    "/api/site",
    "/api/offers/rankings",
  ]) {
    await visitor.call({ method: "GET", url });
  }
  const offers = await visitor.call({ method: "GET", url: "/api/offers" });
  await visitor.call({
    method: "GET",
    url: "/api/offers",
    headers: { "if-none-match": String(offers.headers.etag) },
  });
  const [first] = json<{ brandSlug: string; id: number; title: string }[]>(offers);
  await visitor.call({ method: "GET", url: `/api/brands/${first!.brandSlug}` });
  await visitor.call({ method: "GET", url: `/api/offers/${first!.id}` });
  await visitor.call({ method: "GET", url: "/api/offers/987654" });
  await visitor.call({ method: "GET", url: "/api/catalogue/front" });
  const page = await visitor.call({ method: "GET", url: "/api/catalogue?limit=1&sort=discount" });
  const { nextCursor } = json<{ nextCursor: string | null }>(page);
  await visitor.call({ method: "GET", url: `/api/catalogue?limit=1&sort=discount&cursor=${nextCursor}` });
  await visitor.call({
    method: "GET",
    url: `/api/catalogue?q=${encodeURIComponent(first!.title)}&category=all`,
  });
  await visitor.call({ method: "GET", url: "/api/catalogue?cursor=not-a-cursor" });
  await visitor.call({ method: "GET", url: "/api/catalogue?saved=1" });
  await visitor.call({ method: "GET", url: "/api/brands/no-such-brand" });
}

async function accounts({ t, browser }: Walkers) {
  const person = browser();
  const email = await signedUp(person);
  // The same e-mail with another password (the same one again is a double click: signed in).
  const taken = { ...newAccount(email), password: "Another-Falcon-2027" };
  await person.call({ method: "POST", url: "/api/auth/register", json: taken });
  await person.call({ method: "GET", url: "/api/auth/user" });
  await person.call({ method: "PUT", url: "/api/auth/locale", json: { locale: "ar" } });
  await person.call({ method: "POST", url: "/api/auth/logout" });
  await person.call({
    method: "POST",
    url: "/api/auth/login",
    json: { email, password: "Wrong-Password-1" },
  });
  await person.call({ method: "POST", url: "/api/auth/login", json: { email, password: PASSWORD } });

  // Ten wrong passwords from one browser hold the account back there (ACCOUNT_THROTTLED); a code
  // mailed to the account and entered in that browser lets it in.
  const heldBack = browser();
  for (let i = 0; i <= 10; i += 1) {
    await heldBack.call({
      method: "POST",
      url: "/api/auth/login",
      json: { email, password: "Wrong-Password-1" },
    });
  }
  await heldBack.call({ method: "POST", url: "/api/auth/login/unlock-code", json: { email } });
  await heldBack.call({ method: "POST", url: "/api/auth/login/unlock-code", json: { email } });
  const unlockCode = await codeMailedTo(t, email);
  const wrongCode = unlockCode === "000000" ? "111111" : "000000";
  await heldBack.call({ method: "POST", url: "/api/auth/login/unlock", json: { email, otp: wrongCode } });
  await heldBack.call({ method: "POST", url: "/api/auth/login/unlock", json: { email, otp: unlockCode } });
  await heldBack.call({ method: "POST", url: "/api/auth/login", json: { email, password: PASSWORD } });

  const hasty = browser();
  const newPassword = "Another-Falcon-2027";
  await hasty.call({ method: "POST", url: "/api/auth/reset-password", json: { email, newPassword } });
  const forgetful = browser();
  await forgetful.call({ method: "POST", url: "/api/auth/forgot-password", json: { email } });
  const otp = await codeMailedTo(t, email);
  await forgetful.call({
    method: "POST",
    url: "/api/auth/verify-reset-otp",
    json: { email, otp: otp === "000000" ? "111111" : "000000" },
  });
  await forgetful.call({ method: "POST", url: "/api/auth/verify-reset-otp", json: { email, otp } });
  await forgetful.call({
    method: "POST",
    url: "/api/auth/reset-password",
    json: { email, newPassword: "Another-Falcon-2027" },
  });

  // One address asks for more codes than it may: 429 with Retry-After.
  const flood = browser();
  for (let i = 0; i < 21; i += 1) {
    await flood.call({
      method: "POST",
      url: "/api/auth/forgot-password",
      json: { email: emailFor("nobody") },
    });
  }
}

async function profileAndPassword({ t, browser }: Walkers) {
  const student = browser();
  const email = await signedUp(student);
  const profile = {
    firstName: "Layla",
    lastName: "Haddad",
    email,
    phoneNumber: "+971 50 123 4567",
    emailMarketing: true,
    whatsappMarketing: false,
  };
  await student.call({ method: "GET", url: "/api/students/profile" });
  await student.call({ method: "POST", url: "/api/students/profile", json: profile });
  await student.call({ method: "GET", url: "/api/students/profile" });
  await student.call({
    method: "PATCH",
    url: "/api/students/profile",
    json: { ...profile, phoneNumber: null },
  });
  await student.call({
    method: "PATCH",
    url: "/api/students/profile",
    json: { ...profile, email: emailFor("other") },
  });
  await student.call({ method: "POST", url: "/api/students/export", json: { currentPassword: "Wrong-1" } });
  await student.call({ method: "POST", url: "/api/students/export", json: { currentPassword: PASSWORD } });
  await student.call({
    method: "POST",
    url: "/api/students/change-password",
    json: { currentPassword: "Wrong-Password-1", newPassword: "Another-Falcon-2027" },
  });
  await student.call({
    method: "POST",
    url: "/api/students/change-password",
    json: { currentPassword: PASSWORD, newPassword: "Another-Falcon-2027" },
  });
  const newEmail = emailFor("moved");
  await student.call({
    method: "POST",
    url: "/api/students/email-change",
    json: { newEmail, currentPassword: "Another-Falcon-2027" },
  });
  const code = await codeMailedTo(t, newEmail);
  await student.call({ method: "POST", url: "/api/students/email-change/confirm", json: { code } });
  // Last, as it ends the account: a typed e-mail that is not the account's, then the deletion.
  const deletion = { currentPassword: "Another-Falcon-2027", confirmation: emailFor("someone") };
  await student.call({ method: "POST", url: "/api/students/delete-account", json: deletion });
  await student.call({
    method: "POST",
    url: "/api/students/delete-account",
    json: { ...deletion, confirmation: newEmail },
  });
}

async function verification({ t, browser }: Walkers) {
  const byEmail = browser();
  const personalEmail = await signedUp(byEmail);
  await byEmail.call({ method: "GET", url: "/api/students/verify" });
  const email = studentEmail("zu.ac.ae");
  await byEmail.call({ method: "POST", url: "/api/students/verify", json: { email, personalEmail } });
  const otp = await codeMailedTo(t, email);
  for (const code of [otp === "000000" ? "111111" : "000000", otp]) {
    await byEmail.call({
      method: "POST",
      url: "/api/students/verify-otp",
      json: { email, personalEmail, otp: code },
    });
  }
  await byEmail.call({ method: "POST", url: "/api/students/verify", json: { email, personalEmail } });

  const unlisted = browser();
  const unlistedPersonal = await signedUp(unlisted);
  await unlisted.call({
    method: "POST",
    url: "/api/students/verify",
    json: { email: studentEmail("unknown-college.ae"), personalEmail: unlistedPersonal },
  });

  const byDocument = browser();
  await signedUp(byDocument);
  await byDocument.call({
    method: "POST",
    url: "/api/students/verify-document",
    ...form({ documentType: "student_id", institution: "Falcon Institute" }, asPdf()),
  });
}

async function redemption({ t, browser, verifiedStudent }: Walkers) {
  const [discount, referral] = await insertOffers(
    t.database.db,
    { status: "published" },
    { status: "published", offerType: "referral", referralLink: "https://example.ae/r", code: null },
  );
  const student = await verifiedStudent();
  await student.call({ method: "POST", url: `/api/offers/${discount!.id}/redeem` });
  await student.call({ method: "POST", url: `/api/offers/${discount!.id}/redeem` }); // LIMIT_REACHED
  await student.call({ method: "POST", url: `/api/offers/${referral!.id}/redeem` });
  await student.call({ method: "POST", url: "/api/offers/987654/redeem" });
  await student.call({
    method: "POST",
    url: `/api/offers/${referral!.id}/referral-click`,
    json: { studentId: null },
  });
  await student.call({ method: "POST", url: `/api/offers/${discount!.id}/copy`, json: { studentId: null } });
  await student.call({
    method: "POST",
    url: "/api/analytics",
    json: { eventType: "offer_click", offerId: discount!.id },
  });
  const given = json<{ redemptions: { id: number | null }[] }>(
    await student.call({ method: "GET", url: "/api/redemptions" }),
  );
  const codeId = given.redemptions.find((row) => row.id !== null)!.id!;
  await student.call({
    method: "POST",
    url: `/api/redemptions/${codeId}/report`,
    json: { reason: "refused" },
  });
  await student.call({
    method: "POST",
    url: `/api/redemptions/${codeId}/report`,
    json: { reason: "refused" },
  });
  await student.call({ method: "POST", url: `/api/redemptions/${codeId}/report`, json: { reason: "nope" } });
  await student.call({ method: "PUT", url: `/api/favorites/${discount!.id}` });
  await student.call({ method: "GET", url: "/api/favorites" });
  await student.call({ method: "GET", url: "/api/catalogue?saved=1" });
  await student.call({ method: "DELETE", url: `/api/favorites/${discount!.id}` });

  const unverified = browser();
  await signedUp(unverified);
  await unverified.call({ method: "POST", url: `/api/offers/${discount!.id}/redeem` });
}

/** The in-store card, its photo, and the photo's review (issue 35). */
async function card({ t, browser, verifiedStudent, staff }: Walkers) {
  const [inStore] = await insertOffers(t.database.db, { status: "published", redemptionChannel: "in_store" });
  const photo = async () => ({
    field: "photo",
    filename: "me.png",
    contentType: "image/png",
    bytes: await realImage("png", 120, 160),
  });
  const students = [await verifiedStudent(), await verifiedStudent()];
  for (const student of students) {
    await student.call({ method: "GET", url: "/api/card" });
    await student.call({ method: "POST", url: "/api/card/shown", json: { offerId: inStore!.id } });
    await student.call({ method: "PUT", url: "/api/card/photo", ...form({}, await photo()) });
    await student.call({ method: "GET", url: "/api/card/photo" });
  }
  const unverified = browser();
  await signedUp(unverified);
  await unverified.call({ method: "PUT", url: "/api/card/photo", ...form({}, await photo()) });

  const queue = json<{ cardPhotos: { items: { userId: string; photoId: string }[] } }>(
    await staff.call({ method: "GET", url: "/api/admin/verifications" }),
  );
  const [approved, rejected] = queue.cardPhotos.items.slice(-2);
  const at = (item: { userId: string }) => `/api/admin/verifications/card-photos/${item.userId}`;
  await staff.call({ method: "GET", url: `${at(approved!)}/file` });
  await staff.call({ method: "POST", url: `${at(approved!)}/approve`, json: { photoId: approved!.photoId } });
  // Rejected, then rejected again: too late.
  for (let i = 0; i < 2; i += 1) {
    await staff.call({
      method: "POST",
      url: `${at(rejected!)}/reject`,
      json: { photoId: rejected!.photoId, reason: "Not a face" },
    });
  }
  await students[1]!.call({ method: "DELETE", url: "/api/card/photo" });
}

async function merchantsAndContact({ browser }: Walkers) {
  const merchant = browser();
  const logo = await merchant.call({
    method: "POST",
    url: "/api/upload/logo",
    ...form(
      { folder: "merchants", fileType: "logo" },
      { field: "file", filename: "logo.png", contentType: "image/png", bytes: await realImage("png") },
    ),
  });
  await merchant.call({
    method: "POST",
    url: "/api/upload/cover",
    ...form(
      { folder: "merchants", fileType: "cover" },
      {
        field: "file",
        filename: "cover.png",
        contentType: "image/png",
        bytes: await realImage("png", 300, 200),
      },
    ),
  });
  const logoUrl = json<{ url: string }>(logo).url;
  await merchant.call({
    method: "POST",
    url: "/api/merchants/partnership-request",
    json: discountRequest(logoUrl, { brandName: unique("Karak House") }),
  });
  await merchant.call({
    method: "POST",
    url: "/api/contact",
    json: {
      firstName: "Huda",
      lastName: "Rahman",
      email: "huda@brand.example",
      message: "We run six cafes in Dubai and would like to offer students 15% off.",
    },
  });
  return logoUrl;
}

async function staffConsole(walkers: Walkers, logoUrl: string) {
  const { t, staff, browser } = walkers;
  const call = staff.call;

  // Partnership requests: one approved (twice: the second is too late), one rejected.
  const merchant = browser();
  for (const brandName of [unique("Approved Cafe"), unique("Rejected Cafe")]) {
    await merchant.call({
      method: "POST",
      url: "/api/merchants/partnership-request",
      json: discountRequest(logoUrl, { brandName }),
    });
  }
  const list = await call({ method: "GET", url: "/api/admin/partnerships" });
  const [approved, rejected] = json<{ requests: { id: string }[] }>(list).requests;
  await call({ method: "GET", url: `/api/admin/partnerships/${approved!.id}` });
  await call({ method: "POST", url: `/api/admin/partnerships/${approved!.id}/approve` });
  await call({ method: "POST", url: `/api/admin/partnerships/${approved!.id}/approve` });
  await call({
    method: "POST",
    url: `/api/admin/partnerships/${rejected!.id}/reject`,
    json: { reason: "Not for students" },
  });

  // The verification queue: a document approved, one rejected, an unlisted domain refused, one added.
  const documents: Browser[] = [];
  for (let i = 0; i < 2; i += 1) {
    const s = browser();
    await signedUp(s);
    await s.call({
      method: "POST",
      url: "/api/students/verify-document",
      ...form({ documentType: "student_id", institution: "Falcon Institute" }, asPdf()),
    });
    documents.push(s);
  }
  const waiting: string[] = [];
  for (const domain of [`refused${Date.now()}.ac.ae`, `added${Date.now()}.ac.ae`]) {
    const s = browser();
    const personalEmail = await signedUp(s);
    await s.call({
      method: "POST",
      url: "/api/students/verify",
      json: { email: studentEmail(domain), personalEmail },
    });
    waiting.push(domain);
  }
  const queue = json<{
    documents: { items: { id: string }[] };
    domainRequests: { items: { userId: string; domain: string }[] };
  }>(await call({ method: "GET", url: "/api/admin/verifications" }));
  const [first, second] = queue.documents.items.slice(-2);
  await call({ method: "GET", url: `/api/admin/verifications/documents/${first!.id}/file` });
  await call({ method: "POST", url: `/api/admin/verifications/documents/${first!.id}/approve` });
  // The second is rejected; rejecting the first, approved, is too late.
  for (const document of [second, first]) {
    await call({
      method: "POST",
      url: `/api/admin/verifications/documents/${document!.id}/reject`,
      json: { reason: "Unreadable" },
    });
  }
  const refused = queue.domainRequests.items.find((item) => item.domain === waiting[0])!;
  await call({
    method: "POST",
    url: `/api/admin/verifications/domain-requests/${refused.userId}/reject`,
    json: { reason: "Not a college" },
  });
  await call({
    method: "POST",
    url: "/api/admin/verifications/domains",
    json: { domain: waiting[1], institution: { name: unique("Added College"), emirate: "Dubai" } },
  });

  // Institutions.
  await call({ method: "GET", url: "/api/admin/institutions" });
  const name = unique("Oryx Institute");
  const created = await call({
    method: "POST",
    url: "/api/admin/institutions",
    json: { name, emirate: "Sharjah", domains: [`oryx${Date.now()}.ac.ae`] },
  });
  await call({ method: "POST", url: "/api/admin/institutions", json: { name, emirate: "Sharjah" } });
  const institutionId = json<{ institution: { id: number } }>(created).institution.id;
  for (const id of [institutionId, 2_147_483_647]) {
    await call({ method: "PATCH", url: `/api/admin/institutions/${id}`, json: { name: unique("Oryx") } });
  }
  await call({
    method: "POST",
    url: "/api/admin/verifications/domains",
    json: { domain: `more${Date.now()}.ac.ae`, institutionId },
  });

  // Offers: made, edited, published, featured, given codes, unpublished, archived.
  await call({ method: "GET", url: "/api/admin/offers" });
  const offer = json<{ id: number }>(
    await call({ method: "POST", url: "/api/admin/offers", json: consoleOfferInput(unique("Souk Lane")) }),
  );
  const at = `/api/admin/offers/${offer.id}`;
  await call({ method: "GET", url: at });
  await call({
    method: "PUT",
    url: at,
    json: consoleOfferInput(unique("Souk Lane"), { title: "Thirty percent off" }),
  });
  await call({ method: "POST", url: `${at}/unpublish` });
  await call({ method: "POST", url: `${at}/publish` });
  await call({ method: "GET", url: "/api/admin/offers/featured" });
  await call({ method: "PUT", url: "/api/admin/offers/featured", json: { offerIds: [offer.id] } });
  await call({
    method: "POST",
    url: `${at}/codes`,
    ...form(
      {},
      {
        field: "file",
        filename: "codes.csv",
        contentType: "text/csv",
        bytes: Buffer.from("CODE-1\nCODE-2\n"),
      },
    ),
  });
  // A code given and reported, the offer's reports read and the code marked bad (issue 36); one never given.
  const student = await walkers.verifiedStudent();
  const { code } = json<{ code: string }>(
    await student.call({ method: "POST", url: `/api/offers/${offer.id}/redeem` }),
  );
  const given = json<{ redemptions: { id: number | null }[] }>(
    await student.call({ method: "GET", url: "/api/redemptions" }),
  );
  await student.call({
    method: "POST",
    url: `/api/redemptions/${given.redemptions[0]!.id}/report`,
    json: { reason: "refused" },
  });
  await call({ method: "GET", url: `${at}/reports` });
  await call({ method: "POST", url: `${at}/bad-codes`, json: { code } });
  await call({ method: "POST", url: `${at}/bad-codes`, json: { code: "NEVER-GIVEN" } });
  await call({ method: "GET", url: "/api/admin/offers/2147483647/reports" });
  await call({ method: "POST", url: `${at}/unpublish` });
  await call({ method: "POST", url: `${at}/archive` });
  await call({ method: "PUT", url: "/api/admin/offers/featured", json: { offerIds: [offer.id] } });
  await call({ method: "GET", url: "/api/admin/offers/2147483647" });
  const [referral] = await insertOffers(t.database.db, {
    offerType: "referral",
    referralLink: "https://example.ae/r",
    code: null,
  });
  const codes = {
    field: "file",
    filename: "codes.csv",
    contentType: "text/csv",
    bytes: Buffer.from("C-3\n"),
  };
  await call({ method: "POST", url: `/api/admin/offers/${referral!.id}/codes`, ...form({}, codes) });

  // Brands, insights, the audit log.
  const brands = json<{ brands: { slug: string }[] }>(
    await call({ method: "GET", url: "/api/admin/brands" }),
  );
  const [renamed, other] = brands.brands;
  for (const slug of [other!.slug, `renamed-${Date.now()}`]) {
    await call({ method: "PUT", url: `/api/admin/brands/${renamed!.slug}`, json: { slug } });
  }
  await call({ method: "GET", url: "/api/admin/insights" });
  await call({ method: "GET", url: "/api/admin/insights.csv" });
  await call({ method: "GET", url: "/api/admin/audit" });
}

/** The newest partner invitation link mailed to `to`: its token. */
async function invitationMailedTo(t: TestApp, to: string): Promise<string> {
  const mail = (await t.mail()).find((m) => m.to === to && m.text.includes("/partners/join#"));
  if (!mail) throw new Error(`no invitation was mailed to ${to}`);
  return /\/partners\/join#([\w-]+)/.exec(mail.text)![1]!;
}

/** The partner portal (issue 37): an owner invited by staff, then every portal call and staff's review. */
async function partnerPortal({ t, browser, staff }: Walkers) {
  const brandName = unique("Walk Brand");
  const [offer] = await insertOffers(t.database.db, { brandName, businessCategory: "other" });
  const brands = json<{ brands: { slug: string; name: string }[] }>(
    await staff.call({ method: "GET", url: "/api/admin/brands" }),
  );
  const slug = brands.brands.find((brand) => brand.name === brandName)!.slug;
  const ownerEmail = emailFor("owner");
  const invited = json<{ id: number }>(
    await staff.call({
      method: "POST",
      url: `/api/admin/brands/${slug}/invitations`,
      json: { email: ownerEmail, role: "owner" },
    }),
  );
  await staff.call({ method: "POST", url: `/api/admin/brands/${slug}/invitations/${invited.id}/resend` });
  const owner = browser();
  const token = await invitationMailedTo(t, ownerEmail);
  await owner.call({ method: "GET", url: `/api/partner-invitations/${token}` });
  const account = { firstName: "Omar", lastName: "Saeed", password: PASSWORD };
  await owner.call({ method: "POST", url: `/api/partner-invitations/${token}/accept`, json: account });
  // Used: the second acceptance is too late.
  await owner.call({ method: "POST", url: `/api/partner-invitations/${token}/accept`, json: account });
  await staff.call({ method: "GET", url: `/api/admin/brands/${slug}/members` });

  const me = json<{ current: { brandId: number } }>(
    await owner.call({ method: "GET", url: "/api/partners/me" }),
  );
  await owner.call({ method: "PUT", url: "/api/partners/brand", json: { brandId: me.current.brandId } });
  await owner.call({ method: "GET", url: "/api/partners/offers" });
  await owner.call({ method: "GET", url: `/api/partners/offers/${offer!.id}` });
  const fields = {
    title: "Walk proposal",
    description: "Ten percent off.",
    businessCategory: "other",
    offerType: "discount",
    discountType: "percentage",
    discountValue: "10",
    code: "WALK10",
    discountRedemptionGuide: [{ instruction: "Copy the code" }],
    termsAndConditions: "Once per student.",
  };
  const proposed = json<{ changeId: number }>(
    await owner.call({ method: "POST", url: "/api/partners/offers", json: fields }),
  );
  await owner.call({ method: "GET", url: `/api/partners/proposals/${proposed.changeId}` });
  await owner.call({ method: "PUT", url: `/api/partners/proposals/${proposed.changeId}`, json: fields });
  const change = json<{ changeId: number }>(
    await owner.call({ method: "PUT", url: `/api/partners/offers/${offer!.id}`, json: fields }),
  );
  await owner.call({ method: "POST", url: `/api/partners/offers/${offer!.id}/pause` });
  await owner.call({ method: "POST", url: `/api/partners/offers/${offer!.id}/resume` });
  const codes = {
    field: "file",
    filename: "codes.csv",
    contentType: "text/csv",
    bytes: Buffer.from("W-1\nW-2\n"),
  };
  await owner.call({ method: "POST", url: `/api/partners/offers/${offer!.id}/codes`, ...form({}, codes) });
  await owner.call({ method: "GET", url: "/api/partners/results" });
  await owner.call({ method: "GET", url: "/api/partners/results.csv" });
  await owner.call({ method: "GET", url: "/api/partners/members" });
  const editor = json<{ id: number }>(
    await owner.call({
      method: "POST",
      url: "/api/partners/invitations",
      json: { email: emailFor("editor"), role: "editor" },
    }),
  );
  await owner.call({ method: "POST", url: `/api/partners/invitations/${editor.id}/resend` });
  await owner.call({ method: "DELETE", url: `/api/partners/invitations/${editor.id}` });
  // Staff revoke another; revoking it again is too late.
  const second = json<{ id: number }>(
    await owner.call({
      method: "POST",
      url: "/api/partners/invitations",
      json: { email: emailFor("second"), role: "viewer" },
    }),
  );
  for (let i = 0; i < 2; i += 1) {
    await staff.call({ method: "DELETE", url: `/api/admin/brands/${slug}/invitations/${second.id}` });
  }

  // A viewer joins with an existing account, and the owner removes them.
  const viewer = browser();
  const viewerEmail = await signedUp(viewer);
  await owner.call({
    method: "POST",
    url: "/api/partners/invitations",
    json: { email: viewerEmail, role: "viewer" },
  });
  await viewer.call({
    method: "POST",
    url: `/api/partner-invitations/${await invitationMailedTo(t, viewerEmail)}/accept`,
    json: {},
  });
  const members = json<{ members: { userId: string; email: string }[] }>(
    await owner.call({ method: "GET", url: "/api/partners/members" }),
  );
  const joined = members.members.find((member) => member.email === viewerEmail)!;
  await owner.call({ method: "DELETE", url: `/api/partners/members/${joined.userId}` });

  // Staff review: the new offer sent back, the change approved.
  await staff.call({ method: "GET", url: "/api/admin/offer-changes" });
  await staff.call({ method: "GET", url: `/api/admin/offer-changes/${proposed.changeId}` });
  await staff.call({
    method: "POST",
    url: `/api/admin/offer-changes/${proposed.changeId}/return`,
    json: { reason: "Say where it works." },
  });
  await staff.call({ method: "POST", url: `/api/admin/offer-changes/${change.changeId}/approve` });
  await staff.call({ method: "POST", url: `/api/admin/offer-changes/${change.changeId}/approve` });
}

/** The console's Accounts: a student's data, consent and deletion, for a student who wrote to support. */
async function supportRequests({ browser, staff }: Walkers) {
  const email = await signedUp(browser());
  await staff.call({
    method: "GET",
    url: `/api/admin/accounts?email=${encodeURIComponent(emailFor("nobody"))}`,
  });
  const found = await staff.call({
    method: "GET",
    url: `/api/admin/accounts?email=${encodeURIComponent(email)}`,
  });
  const { id } = (found.json() as { account: { id: string } }).account;
  await staff.call({ method: "POST", url: `/api/admin/accounts/${id}/export` });
  const url = `/api/admin/accounts/${id}/delete`;
  await staff.call({ method: "POST", url, json: { confirmation: emailFor("someone") } });
  const withdraw = `/api/admin/accounts/${id}/withdraw-consent`;
  await staff.call({ method: "POST", url: withdraw, json: { channel: "email" } });
  await staff.call({ method: "POST", url, json: { confirmation: email } });
  await staff.call({ method: "POST", url: withdraw, json: { channel: "email" } });
}

/** Uses every operation as its clients do. */
export async function walkEveryOperation(walkers: Walkers): Promise<void> {
  await publicCatalogue(walkers);
  await accounts(walkers);
  await profileAndPassword(walkers);
  await verification(walkers);
  await redemption(walkers);
  await card(walkers);
  const logoUrl = await merchantsAndContact(walkers);
  await staffConsole(walkers, logoUrl);
  await partnerPortal(walkers);
  await supportRequests(walkers);
}
