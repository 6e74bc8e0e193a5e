// Text-direction controls (issue 31): an override or isolate (U+202A–U+202E, U+2066–U+2069) turns
// "exe.<RLO>gpj" into "jpg.exe" on screen, in a page title and in a link preview. Every display text
// the API takes refuses them, on the field, in the request's language; passwords, never shown, keep them.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "./helpers/build-test-app.ts";
import { login, newAddress, register } from "./helpers/accounts.ts";
import { discountRequest, issuedLogoUrl, submitRequest } from "./helpers/merchants.ts";
import { consoleOfferInput } from "./helpers/offer-fixtures.ts";
import { asStaff, staff } from "./helpers/staff.ts";

const RLO = "\u202E";
const CONTROLS = ["\u202A", "\u202B", "\u202C", "\u202D", "\u202E", "\u2066", "\u2067", "\u2068", "\u2069"];
const ENGLISH = "Please remove text-direction control characters from this field";
const ARABIC = "يُرجى حذف رموز التحكم في اتجاه النص من هذا الحقل";

let t: TestApp;
let logoUrl: string;
let staffCookie: string;
beforeAll(async () => {
  t = await buildTestApp();
  logoUrl = await issuedLogoUrl(t);
  staffCookie = (await staff(t)).cookie;
});
afterAll(() => t.close());

interface Refusal {
  statusCode: number;
  json(): { code: string; issues?: { path: string; message: string }[] };
}

/** The answer refused the request on `field` with `message`. */
function expectRefusedOn(answer: Refusal, field: string, message = ENGLISH) {
  expect(answer.statusCode).toBe(400);
  const body = answer.json();
  expect(body.code).toBe("INVALID_FIELDS");
  expect(body.issues).toContainEqual({ path: field, message });
}

describe("text-direction controls", () => {
  it("are refused in a partnership request's brand name, every one of them, in English and Arabic", async () => {
    for (const control of CONTROLS) {
      const answer = await submitRequest(t, discountRequest(logoUrl, { brandName: `exe.${control}gpj` }));
      expectRefusedOn(answer, "brandName");
    }
    const arabic = await t.app.inject({
      method: "POST",
      url: "/api/merchants/partnership-request",
      payload: discountRequest(logoUrl, { businessDescription: `A shop ${RLO}in Dubai Mall` }),
      headers: { "accept-language": "ar" },
      remoteAddress: newAddress(),
    });
    expectRefusedOn(arabic, "businessDescription", ARABIC);
  });

  it("are refused in contact messages and in the names of new accounts and profiles", async () => {
    const contact = await t.app.inject({
      method: "POST",
      url: "/api/contact",
      payload: {
        firstName: "Huda",
        lastName: "Rahman",
        email: "huda@brand.example",
        message: `We run six cafes ${"\u2067"}in Dubai and would like to offer students 15% off.`,
      },
      remoteAddress: newAddress(),
    });
    expectRefusedOn(contact, "message");

    const signup = await t.app.inject({
      method: "POST",
      url: "/api/auth/register",
      payload: {
        email: `bidi.${Date.now()}@example.ae`,
        password: "Falcon-Dunes-2026",
        firstName: `Lay${RLO}la`,
        lastName: "Haddad",
        phone: "+971 50 123 4567",
        emailMarketing: false,
        whatsappMarketing: false,
      },
      remoteAddress: newAddress(),
    });
    expectRefusedOn(signup, "firstName");

    const { cookie, input } = await register(t);
    const profile = {
      firstName: "Layla",
      lastName: `Had${"\u202B"}dad`,
      email: input.email,
      phoneNumber: null,
      emailMarketing: false,
      whatsappMarketing: false,
    };
    const created = await t.app.inject({
      method: "POST",
      url: "/api/students/profile",
      payload: profile,
      headers: { cookie },
    });
    expectRefusedOn(created, "lastName");
  });

  it("are refused in what staff type: offers, brand names and institutions", async () => {
    const offer = await asStaff(
      t,
      staffCookie,
      "POST",
      "/api/admin/offers",
      consoleOfferInput("Karak House", { title: `20% off ${"\u2066"}everything` }),
    );
    expectRefusedOn(offer, "title");
    const brand = await asStaff(
      t,
      staffCookie,
      "POST",
      "/api/admin/offers",
      consoleOfferInput(`exe.${RLO}gpj`),
    );
    expectRefusedOn(brand, "brandName");
    const institution = await asStaff(t, staffCookie, "POST", "/api/admin/institutions", {
      name: `Falcon ${"\u2069"}Institute`,
      emirate: "Dubai",
    });
    expectRefusedOn(institution, "name");
  });

  it("are kept in passwords, which are never shown: one set with them still signs in", async () => {
    const password = `Falcon${RLO}Dunes-2026`;
    const { input } = await register(t, { password });
    expect((await login(t, input.email, password)).statusCode).toBe(200);
  });
});
