// Every e-mail has a button to its next step (issue 38): an absolute address under PUBLIC_URL that
// is a page of the web app, labelled in the reader's language, in the HTML and in the plain text.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Locale } from "@studentperks/contracts/i18n/locales";
import { pagePaths } from "@studentperks/contracts/page-paths";
import type { PartnershipRequest } from "@studentperks/contracts/merchants";
import { lowPoolEmail, ranOutEmail, reportBurstEmail } from "#server/modules/admin/offers/emails.ts";
import {
  partnershipApprovedEmail,
  partnershipRejectedEmail,
} from "#server/modules/admin/partnerships/emails.ts";
import {
  loginUnlockEmail,
  passwordChangedEmail,
  resetCodeEmail,
  welcomeEmail,
} from "#server/modules/auth/emails.ts";
import { contactMessageEmail } from "#server/modules/contact/emails.ts";
import { partnershipNotificationEmail, partnershipReceivedEmail } from "#server/modules/merchants/emails.ts";
import {
  invitationEmail,
  partnerPoolEmail,
  proposalApprovedEmail,
  proposalReturnedEmail,
} from "#server/modules/partners/emails.ts";
import {
  loginEmailChangedEmail,
  loginEmailChangeRequestedEmail,
  loginEmailCodeEmail,
} from "#server/modules/students/emails.ts";
import { notVerifiedEmail, verifiedEmail } from "#server/modules/verification/decision-emails.ts";
import { documentReceivedEmail, studentEmailCodeEmail } from "#server/modules/verification/emails.ts";
import { registerServerTranslator } from "#server/i18n/index.ts";
import type { RenderedEmail } from "#server/services/mailer/layout.ts";
import { newAddress } from "./helpers/accounts.ts";
import { buildTestApp, type TestApp } from "./helpers/build-test-app.ts";
import { asPdf } from "./helpers/sample-files.ts";
import { student, studentEmail, withInstitutions } from "./helpers/verification.ts";

const PUBLIC_URL = "https://perks.example";
const support = { supportEmail: "support@perks.example", publicUrl: PUBLIC_URL };
const to = (locale: Locale) => ({ firstName: "Layla", locale });
const request = {
  brandName: "Falcon Cafe",
  contactName: "Huda",
  contactEmail: "huda@falcon.example",
  offerType: "discount",
  discountType: "percentage",
  discountValue: 15,
  redemptionChannel: "online",
  discountRedemptionGuide: [],
} as unknown as PartnershipRequest;
const offer = { id: 7, title: "15% off coffee", brandName: "Falcon Cafe", codesLeft: 3, codesTotal: 50 };
const consoleOffer = `${PUBLIC_URL}/admin/offers/7`;
const portal = `${PUBLIC_URL}${pagePaths.partners}`;

/** Every e-mail the server sends, written in `locale` (staff mail is in English whatever it is). */
const emails: Record<string, (locale: Locale) => RenderedEmail> = {
  resetCode: (l) => resetCodeEmail(to(l), "123456", PUBLIC_URL),
  loginUnlock: (l) => loginUnlockEmail(to(l), "123456", PUBLIC_URL),
  welcome: (l) => welcomeEmail(to(l), PUBLIC_URL),
  passwordChanged: (l) => passwordChangedEmail(to(l), support.supportEmail, PUBLIC_URL),
  loginEmailCode: (l) => loginEmailCodeEmail(to(l), "123456", PUBLIC_URL),
  loginEmailChangeRequested: (l) =>
    loginEmailChangeRequestedEmail(to(l), "new@example.ae", support.supportEmail, PUBLIC_URL),
  loginEmailChanged: (l) => loginEmailChangedEmail(to(l), "new@example.ae", support.supportEmail, PUBLIC_URL),
  studentCode: (l) => studentEmailCodeEmail(to(l), "Zayed University", "123456", { publicUrl: PUBLIC_URL }),
  domainListedCode: (l) =>
    studentEmailCodeEmail(to(l), "Zayed University", "123456", { publicUrl: PUBLIC_URL, recognised: true }),
  documentReceived: (l) => documentReceivedEmail(to(l), support.supportEmail, PUBLIC_URL),
  verified: (l) => verifiedEmail(to(l), "Zayed University", new Date("2027-03-01"), PUBLIC_URL),
  notVerified: (l) =>
    notVerifiedEmail(to(l), { reasonCode: "unreadable", reason: null }, support.supportEmail, PUBLIC_URL),
  partnershipReceived: (l) => partnershipReceivedEmail(l, request, support),
  partnershipApproved: (l) => partnershipApprovedEmail({ ...request, locale: l }, support),
  partnershipRejected: (l) => partnershipRejectedEmail({ ...request, locale: l }, "No end date.", support),
  partnerInvite: (l) =>
    invitationEmail(l, {
      brandName: "Falcon Cafe",
      role: "editor",
      link: `${PUBLIC_URL}${pagePaths.partnerJoin}#token`,
      expiresOn: "8 March 2026",
    }),
  proposalApproved: (l) =>
    proposalApprovedEmail(l, { brandName: "Falcon Cafe", title: "Coffee", link: portal }),
  proposalReturned: (l) =>
    proposalReturnedEmail(l, {
      brandName: "Falcon Cafe",
      title: "Coffee",
      reason: "Too vague.",
      link: portal,
    }),
  partnerPoolLow: (l) => partnerPoolEmail(l, { ...offer, state: "low", link: portal }),
  staffPoolLow: () => lowPoolEmail(offer, consoleOffer),
  staffRanOut: () => ranOutEmail(offer, consoleOffer),
  staffReportBurst: () => reportBurstEmail(offer, 4, consoleOffer),
  staffPartnershipRequest: () => partnershipNotificationEmail(request, "a1b2c3", PUBLIC_URL),
  staffContactMessage: () =>
    contactMessageEmail({
      firstName: "Huda",
      lastName: "Rahman",
      email: "huda+cafe@falcon.example",
      message: "Hello",
      source: "contact-us",
    }),
};

/** The button's address and label, read from the HTML; null when the mail has none. */
function buttonOf(html: string): { url: string; label: string } | null {
  const found = /<td bgcolor="[^"]+"[^>]*>\s*<a href="([^"]+)"[^>]*>([^<]+)<\/a>/.exec(html);
  return found ? { url: unescape(found[1]!), label: unescape(found[2]!) } : null;
}

const unescape = (html: string) =>
  html.replaceAll("&#39;", "'").replaceAll("&quot;", '"').replaceAll("&amp;", "&");

const consoleScreens = [/^\/admin\/offers\/\d+$/, /^\/admin\/partnerships\/[\w-]+$/];
const isPage = (path: string) =>
  (Object.values(pagePaths) as string[]).includes(path) || consoleScreens.some((screen) => screen.test(path));

describe("every e-mail's button", () => {
  // The contracts' messages (a rejection's listed reason) speak through the server's translator.
  beforeAll(registerServerTranslator);

  for (const [name, render] of Object.entries(emails)) {
    it(`${name}: leads to a page of the site, in the HTML and in the text`, () => {
      const mail = render("en");
      const button = buttonOf(mail.html);
      expect(button, "a button in the HTML").not.toBeNull();
      expect(mail.text).toContain(`${button!.label}: ${button!.url}`);
      const url = new URL(button!.url);
      if (name === "staffContactMessage") {
        // No console screen lists contact messages: the button answers the writer.
        expect(url.protocol).toBe("mailto:");
        expect(decodeURIComponent(url.pathname)).toBe("huda+cafe@falcon.example");
        return;
      }
      expect(url.origin).toBe(PUBLIC_URL);
      expect(isPage(url.pathname), `${url.pathname} is a page of the web app`).toBe(true);
    });
  }

  it("is labelled in Arabic in Arabic mail, laid out right to left", () => {
    for (const [name, render] of Object.entries(emails)) {
      if (name.startsWith("staff")) continue;
      const english = buttonOf(render("en").html)!;
      const arabic = render("ar");
      const button = buttonOf(arabic.html)!;
      expect(button.url, name).toBe(english.url);
      expect(button.label, name).toMatch(/[\u0600-\u06FF]/);
      expect(arabic.html).toContain('<html lang="ar" dir="rtl">');
    }
  });

  it("leads each student e-mail to its own next step", () => {
    const path = (name: string) => {
      const url = new URL(buttonOf(emails[name]!("en").html)!.url);
      return `${url.pathname}${url.search}${url.hash}`;
    };
    expect(path("verified")).toBe("/#discounts");
    expect(path("notVerified")).toBe(pagePaths.studentVerification);
    expect(path("studentCode")).toBe(pagePaths.otpVerification);
    expect(path("domainListedCode")).toBe(pagePaths.otpVerification);
    expect(path("resetCode")).toBe(`${pagePaths.forgotPassword}?step=verify`);
    expect(path("welcome")).toBe(pagePaths.studentVerification);
    expect(path("loginEmailCode")).toBe(pagePaths.dashboard);
    expect(path("staffPartnershipRequest")).toBe("/admin/partnerships/a1b2c3");
    // The bare address in the text is gone: the button carries it.
    expect(verifiedEmail(to("en"), "ZU", new Date(), PUBLIC_URL).text).not.toMatch(
      /Start saving: https?:\/\/[^\n]*\/\n/,
    );
  });
});

describe("e-mails sent through the app", { timeout: 60_000 }, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ publicUrl: PUBLIC_URL });
    await withInstitutions(t);
  });
  afterAll(() => t.close());

  it("carry buttons under the configured PUBLIC_URL", async () => {
    const s = await student(t);
    const email = studentEmail("zu.ac.ae");
    expect((await s.submit(email)).statusCode).toBe(200);
    const upload = await s.upload({ documentType: "student_id", institution: "Falcon Institute" }, asPdf());
    expect(upload.statusCode).toBe(201);
    const forgot = await t.app.inject({
      method: "POST",
      url: "/api/auth/forgot-password",
      payload: { email: s.input.email },
      remoteAddress: newAddress(),
    });
    expect(forgot.statusCode).toBe(200);

    const sent = (await t.mail()).filter((m) => m.to === s.input.email || m.to === email);
    expect(sent.length).toBeGreaterThanOrEqual(4);
    for (const mail of sent) {
      const button = buttonOf(mail.html);
      expect(button, mail.subject).not.toBeNull();
      const url = new URL(button!.url);
      expect(url.origin, mail.subject).toBe(PUBLIC_URL);
      expect(isPage(url.pathname), mail.subject).toBe(true);
    }
  });
});
