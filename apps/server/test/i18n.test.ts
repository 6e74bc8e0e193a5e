// The request's language (Accept-Language) and the account's: answers and errors speak the request's,
// e-mails their recipient's (the account's locale, or the language a partnership request was made in).
// Every error answer carries a code, the same in every language.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StoredMail } from "#server/services/mailer/mailer.ts";
import { buildTestApp, type TestApp } from "./helpers/build-test-app.ts";
import { currentUser, newAddress, newStudent, register } from "./helpers/accounts.ts";
import { discountRequest, issuedLogoUrl, referralRequest } from "./helpers/merchants.ts";
import { asStaff, staff } from "./helpers/staff.ts";
import { studentEmail, withInstitutions } from "./helpers/verification.ts";

const ARABIC = { "accept-language": "ar-AE,ar;q=0.9,en;q=0.8" };
const ARABIC_LETTERS = /\p{Script=Arabic}{3}/u;
/** A value inside an Arabic sentence, isolated (U+2068 … U+2069) so its punctuation stays with it. */
const isolated = (value: string) => `\u2068${value}\u2069`;

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await withInstitutions(t);
});
afterAll(() => t.close());

const registerIn = (headers: Record<string, string>, overrides = {}) =>
  t.app.inject({
    method: "POST",
    url: "/api/auth/register",
    payload: newStudent(overrides),
    headers,
    remoteAddress: newAddress(),
  });

const setLocale = (cookie: string | undefined, payload: unknown) =>
  t.app.inject({
    method: "PUT",
    url: "/api/auth/locale",
    headers: cookie ? { cookie } : {},
    payload: payload as object,
    remoteAddress: newAddress(),
  });

/** The newest mail to `to` whose subject matches. */
async function mailTo(to: string, subject: RegExp = /./): Promise<StoredMail> {
  const mail = (await t.mail()).find((m) => m.to === to && subject.test(m.subject));
  if (!mail) throw new Error(`no mail to ${to} matching ${subject}`);
  return mail;
}

function expectArabicMail(mail: StoredMail) {
  expect(mail.subject).toMatch(ARABIC_LETTERS);
  expect(mail.html).toContain('<html lang="ar" dir="rtl">');
  expect(mail.html).toContain("direction:rtl;text-align:right");
  expect(mail.text).toMatch(/StudentPerks، دبي$/);
}

function expectEnglishMail(mail: StoredMail) {
  expect(mail.html).toContain('<html lang="en" dir="ltr">');
  expect(mail.text).toMatch(/StudentPerks, Dubai$/);
}

describe("the account's language", () => {
  it("is the sign-up request's: Arabic sign-up, Arabic account and welcome", async () => {
    const input = newStudent();
    const response = await t.app.inject({
      method: "POST",
      url: "/api/auth/register",
      payload: input,
      headers: ARABIC,
      remoteAddress: newAddress(),
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().user.locale).toBe("ar");
    const welcome = await mailTo(input.email.toLowerCase());
    expectArabicMail(welcome);
    expect(welcome.subject).toBe("أهلًا بك في StudentPerks");
    expect(welcome.html).toContain(`أهلًا بك يا ${isolated("Layla")}!`);

    const english = await registerIn({ "accept-language": "en-GB,en;q=0.9" });
    expect(english.json().user.locale).toBe("en");
    const unknown = await registerIn({ "accept-language": "fr-FR,de;q=0.8" });
    expect(unknown.json().user.locale).toBe("en");
  });

  it("changes with PUT /api/auth/locale, for signed-in users only, to en or ar only", async () => {
    const { cookie } = await register(t);
    const signedOut = await setLocale(undefined, { locale: "ar" });
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json()).toEqual({ message: "Please log in to continue.", code: "SIGNED_OUT" });
    for (const wrong of [{ locale: "fr" }, { locale: "AR" }, {}, { locale: 1 }]) {
      const refused = await setLocale(cookie, wrong);
      expect(refused.statusCode, JSON.stringify(wrong)).toBe(400);
      expect(refused.json().code).toBe("INVALID_FIELDS");
      expect(refused.json().issues[0].path).toBe("locale");
    }
    expect((await setLocale(cookie, { locale: "fr" })).json().message).toBe(
      "Please choose English or Arabic",
    );

    const changed = await setLocale(cookie, { locale: "ar" });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().user.locale).toBe("ar");
    expect((await currentUser(t, cookie)).json().user).toEqual(changed.json().user);
    expect((await setLocale(cookie, { locale: "en" })).json().user.locale).toBe("en");
  });

  it("writes the account's later e-mails: reset code, student e-mail code, password changed", async () => {
    const { input, cookie } = await register(t);
    const email = input.email.toLowerCase();
    await setLocale(cookie, { locale: "ar" });

    // Asked for in English: the e-mail follows the account, not the request.
    await t.app.inject({
      method: "POST",
      url: "/api/auth/forgot-password",
      payload: { email },
      headers: { "accept-language": "en" },
      remoteAddress: newAddress(),
    });
    const reset = await mailTo(email, /\d{6}/);
    expectArabicMail(reset);
    expect(reset.subject).toMatch(/^\u2068\d{6}\u2069 هو رمز التحقق الخاص بك في StudentPerks$/);
    expect(reset.html).toMatch(/<p dir="ltr" style="[^"]*">\d{6}<\/p>/);
    expect(reset.text).toContain("تنتهي صلاحيته بعد 10 دقائق.");

    const universityEmail = studentEmail("zu.ac.ae");
    const submitted = await t.app.inject({
      method: "POST",
      url: "/api/students/verify",
      headers: { cookie },
      payload: { email: universityEmail, personalEmail: email, institution: "zu.ac.ae", studentId: null },
      remoteAddress: newAddress(),
    });
    expect(submitted.statusCode).toBe(200);
    // The answer speaks the request's language (English here); the e-mail the account's.
    expect(submitted.json().message).toBe(
      `We sent a 6-digit code to ${universityEmail}. It expires in 10 minutes.`,
    );
    const code = await mailTo(universityEmail);
    expectArabicMail(code);
    expect(code.text).toContain(`لتأكيد أنك تدرس في ${isolated("Zayed University")}`);

    await setLocale(cookie, { locale: "en" });
    const changed = await t.app.inject({
      method: "POST",
      url: "/api/students/change-password",
      headers: { cookie, ...ARABIC },
      payload: { currentPassword: input.password, newPassword: "Another-Oasis-Falcon-77" },
      remoteAddress: newAddress(),
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().message).toBe("تم تغيير كلمة المرور بنجاح.");
    const notice = await mailTo(email, /password/);
    expectEnglishMail(notice);
    expect(notice.subject).toBe("Your StudentPerks password was changed");
  });
});

describe("error answers", () => {
  it("speak the request's language and carry the same code in every language", async () => {
    const { input } = await register(t);
    const login = (headers: Record<string, string>) =>
      t.app.inject({
        method: "POST",
        url: "/api/auth/login",
        payload: { email: input.email, password: "Not-The-Password-1" },
        headers,
        remoteAddress: newAddress(),
      });
    const english = await login({});
    const arabic = await login(ARABIC);
    expect(english.statusCode).toBe(401);
    expect(arabic.statusCode).toBe(401);
    expect(english.json()).toEqual({ message: "Invalid email or password.", code: "INVALID_CREDENTIALS" });
    expect(arabic.json()).toEqual({
      message: "البريد الإلكتروني أو كلمة المرور غير صحيحة.",
      code: "INVALID_CREDENTIALS",
    });
  });

  it("word a validation 400 in Arabic, zod's own messages included", async () => {
    const response = await registerIn(ARABIC, { email: "not-an-email", emailMarketing: "yes" });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: "يُرجى إدخال بريد إلكتروني صحيح",
      code: "INVALID_FIELDS",
      issues: [
        { path: "email", message: "يُرجى إدخال بريد إلكتروني صحيح" },
        { path: "emailMarketing", message: "مدخلات غير مقبولة: يفترض إدخال boolean، ولكن تم إدخال string" },
      ],
    });
  });

  it("word a validation 400 in Arabic over a real connection too (the body is read from a socket)", async () => {
    const address = await t.app.listen({ port: 0, host: "127.0.0.1" });
    const response = await fetch(`${address}/api/auth/register`, {
      method: "POST",
      headers: { "content-type": "application/json", ...ARABIC },
      body: JSON.stringify(newStudent({ firstName: "L" })),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      message: "يجب ألا يقل الاسم الأول عن حرفين",
      code: "INVALID_FIELDS",
    });
  });

  it("always carry a code: 400, 401, 403, 404, 409, 413, 415 and 429", async () => {
    const { input, cookie } = await register(t);
    const call = (method: "GET" | "POST", url: string, options: object = {}) =>
      t.app.inject({ method, url, remoteAddress: newAddress(), ...options });

    const malformed = await call("POST", "/api/auth/login", {
      headers: { "content-type": "application/json", ...ARABIC },
      payload: '{"email": ',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ message: "تعذّرت قراءة هذا الطلب.", code: "BAD_REQUEST" });

    const signedOut = await call("GET", "/api/auth/user", { headers: ARABIC });
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json()).toEqual({ message: "يُرجى تسجيل الدخول للمتابعة.", code: "SIGNED_OUT" });

    const forbidden = await call("GET", "/api/admin/partnerships", { headers: { cookie, ...ARABIC } });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toEqual({
      message: "هذا الإجراء متاح لفريق StudentPerks فقط.",
      code: "FORBIDDEN",
    });

    const crossSite = await call("POST", "/api/auth/logout", {
      headers: { cookie, origin: "https://evil.example", ...ARABIC },
    });
    expect(crossSite.statusCode).toBe(403);
    expect(crossSite.json()).toEqual({
      message: "الطلبات القادمة من مواقع أخرى غير مسموح بها",
      code: "CROSS_SITE",
    });

    const notFound = await call("GET", "/api/nope", { headers: ARABIC });
    expect(notFound.statusCode).toBe(404);
    expect(notFound.json()).toEqual({ message: "غير موجود", code: "NOT_FOUND" });

    const taken = await registerIn(ARABIC, { email: input.email, password: "Other-Oasis-Falcon-77" });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({
      message: "يوجد حساب بهذا البريد الإلكتروني بالفعل. يُرجى تسجيل الدخول بدلًا من ذلك.",
      code: "EMAIL_TAKEN",
    });

    const tooLarge = await call("POST", "/api/auth/login", {
      headers: { "content-type": "application/json", ...ARABIC },
      payload: JSON.stringify({ email: "a@b.co", password: "x".repeat(1_100_000) }),
    });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toEqual({ message: "هذا الطلب كبير جدًا.", code: "TOO_LARGE" });

    const xml = await call("POST", "/api/auth/login", {
      headers: { "content-type": "application/xml", ...ARABIC },
      payload: "<login/>",
    });
    expect(xml.statusCode).toBe(415);
    expect(xml.json()).toEqual({ message: "نوع المحتوى هذا غير مقبول هنا.", code: "UNSUPPORTED_TYPE" });

    // The contact form takes 5 messages an address in 10 minutes; the sixth is refused.
    const remoteAddress = newAddress();
    const contact = () =>
      t.app.inject({
        method: "POST",
        url: "/api/contact",
        headers: ARABIC,
        remoteAddress,
        payload: {
          source: "contact-us",
          firstName: "مريم",
          lastName: "الهاشمي",
          email: "mariam@example.ae",
          message: "أود معرفة المزيد عن العروض.",
        },
      });
    for (let i = 0; i < 5; i += 1) {
      const sent = await contact();
      expect(sent.statusCode).toBe(201);
      expect(sent.json()).toEqual({ message: "تم إرسال الرسالة" });
    }
    const limited = await contact();
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe("RATE_LIMITED");
    expect(limited.json().message).toMatch(
      /^محاولات كثيرة جدًا\. يُرجى المحاولة مرة أخرى بعد (10 دقائق|\d+ دقيقة)\.$/,
    );
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    // Each says which language its message is in, so a client can tell it from a proxy's.
    for (const answer of [
      malformed,
      signedOut,
      forbidden,
      crossSite,
      notFound,
      taken,
      tooLarge,
      xml,
      limited,
    ]) {
      expect(answer.headers["content-language"]).toBe("ar");
    }
    const english = await call("GET", "/api/auth/user", { headers: { "accept-language": "en-GB" } });
    expect(english.headers["content-language"]).toBe("en");
    const framework = await call("GET", "/api/offers/%E0%A4%A", { headers: ARABIC });
    expect(framework.statusCode).toBe(400);
    expect(framework.headers["content-language"]).toBe("ar");
    // Staff read the messages in English, whatever language they were written from.
    const forStaff = await mailTo("support@studentperks.test", /^Contact message from مريم/);
    expectEnglishMail(forStaff);
    expect(forStaff.text).toContain("Reply to this e-mail to answer them.");
  });
});

describe("a partnership request's language", () => {
  const approve = (cookie: string, id: string, headers = {}) =>
    t.app.inject({
      method: "POST",
      url: `/api/admin/partnerships/${id}/approve`,
      headers: { cookie, origin: "http://localhost:3000", ...headers },
      remoteAddress: newAddress(),
    });

  it("is kept with the request: the contact's receipt and the staff decision are in it, staff mail in English", async () => {
    const logoUrl = await issuedLogoUrl(t);
    const contactEmail = `karak.${Date.now()}@karakhouse.example`;
    const submitted = await t.app.inject({
      method: "POST",
      url: "/api/merchants/partnership-request",
      payload: discountRequest(logoUrl, { contactEmail }),
      headers: ARABIC,
      remoteAddress: newAddress(),
    });
    expect(submitted.statusCode).toBe(201);
    expect(submitted.json().message).toBe("تم إرسال طلب الشراكة");
    const receipt = await mailTo(contactEmail);
    expectArabicMail(receipt);
    expect(receipt.subject).toBe(`استلمنا عرض ${isolated("Karak House")} على StudentPerks`);
    expect(receipt.text).toContain(
      `شكرًا لتقديم عرض ${isolated("Karak House")}: ${isolated(`خصم ${isolated("20")}%`)}.`,
    );
    const notification = await mailTo("support@studentperks.test", /^Partnership request: Karak House$/);
    expectEnglishMail(notification);
    expect(notification.text).toContain("Offer: 20% off");
    expect(notification.text).not.toMatch(/\p{Script=Arabic}/u);

    // Staff decide in English (or with an Arabic browser): the contact still hears in Arabic.
    const sara = await staff(t);
    const id = submitted.json().id as string;
    const missing = await approve(sara.cookie, "00000000-0000-4000-8000-000000000000", ARABIC);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: "There is no such partnership request.", code: "NOT_FOUND" });
    expect((await approve(sara.cookie, id, ARABIC)).statusCode).toBe(201);
    const accepted = await mailTo(contactEmail, /قبول/);
    expectArabicMail(accepted);
    expect(accepted.subject).toBe(`تم قبول عرض ${isolated("Karak House")} على StudentPerks`);
    const again = await approve(sara.cookie, id);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe("ALREADY_DECIDED");

    // An English request is answered and decided in English.
    const englishEmail = `swift.${Date.now()}@swift.example`;
    const english = await t.app.inject({
      method: "POST",
      url: "/api/merchants/partnership-request",
      payload: referralRequest(await issuedLogoUrl(t), { contactEmail: englishEmail }),
      remoteAddress: newAddress(),
    });
    expect(english.json().message).toBe("Partnership request submitted");
    const reason = "We already list a scooter offer.";
    const rejected = await asStaff(
      t,
      sara.cookie,
      "POST",
      `/api/admin/partnerships/${english.json().id}/reject`,
      {
        reason,
      },
    );
    expect(rejected.statusCode).toBe(200);
    const declined = await mailTo(englishEmail, /^About Swift Scooters/);
    expectEnglishMail(declined);
    expect(declined.text).toContain(reason);
  });

  it("is kept for a rejection too, with the reason as staff wrote it", async () => {
    const contactEmail = `reject.${Date.now()}@karakhouse.example`;
    const submitted = await t.app.inject({
      method: "POST",
      url: "/api/merchants/partnership-request",
      payload: discountRequest(await issuedLogoUrl(t), { contactEmail }),
      headers: ARABIC,
      remoteAddress: newAddress(),
    });
    const sara = await staff(t);
    const reason = "The discount must be at least 15%.";
    const rejected = await asStaff(
      t,
      sara.cookie,
      "POST",
      `/api/admin/partnerships/${submitted.json().id}/reject`,
      {
        reason,
      },
    );
    expect(rejected.statusCode).toBe(200);
    const declined = await mailTo(contactEmail, /بخصوص/);
    expectArabicMail(declined);
    expect(declined.subject).toBe(`بخصوص عرض ${isolated("Karak House")} على StudentPerks`);
    expect(declined.text).toContain(reason);
  });
});
