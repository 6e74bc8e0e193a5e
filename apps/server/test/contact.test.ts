// POST /api/contact: stored, then mailed to SUPPORT_EMAIL with the writer as Reply-To; the merchants
// page's rules by default, /contact-us's own (names of 1 character) when it says so; rate-limited.
import { desc } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactMessages } from "#server/db/schema.ts";
import { buildTestApp, type TestApp } from "./helpers/build-test-app.ts";
import { newAddress, register } from "./helpers/accounts.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const message = {
  firstName: "Huda",
  lastName: "Rahman",
  email: "huda@brand.example",
  message: "We run six cafes in Dubai and would like to offer students 15% off.",
};

function send(payload: object, options: { remoteAddress?: string; cookie?: string } = {}) {
  return t.app.inject({
    method: "POST",
    url: "/api/contact",
    payload,
    remoteAddress: options.remoteAddress ?? newAddress(),
    headers: options.cookie ? { cookie: options.cookie } : {},
  });
}

async function latestStored() {
  const [row] = await t.database.db
    .select()
    .from(contactMessages)
    .orderBy(desc(contactMessages.createdAt))
    .limit(1);
  return row!;
}

describe("POST /api/contact", () => {
  it("stores the merchants page's message and mails it to support, replying to the writer", async () => {
    const response = await send(message);
    expect(response.statusCode, response.body).toBe(201);
    expect(await latestStored()).toMatchObject({ ...message, source: "for-merchants", userId: null });
    const [mail] = await t.mail();
    expect(mail).toMatchObject({
      to: "support@studentperks.test",
      replyTo: "huda@brand.example",
      subject: "Contact message from Huda Rahman",
    });
    expect(mail!.text).toContain("We run six cafes in Dubai");
    expect(mail!.text).toContain("the merchants page");
  });

  it("takes /contact-us's one-letter names, which the merchants page refuses", async () => {
    const short = { ...message, firstName: "J", lastName: "K" };
    const fromContactUs = await send({ ...short, source: "contact-us" });
    expect(fromContactUs.statusCode, fromContactUs.body).toBe(201);
    expect(await latestStored()).toMatchObject({ firstName: "J", source: "contact-us" });

    for (const payload of [short, { ...short, source: "for-merchants" }]) {
      const refused = await send(payload);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().issues).toEqual(
        expect.arrayContaining([
          { path: "firstName", message: "First name must be at least 2 characters" },
          { path: "lastName", message: "Last name must be at least 2 characters" },
        ]),
      );
    }
  });

  it.each([
    [{ firstName: "" }, "contact-us", "firstName", "First name is required"],
    [{ lastName: " " }, "contact-us", "lastName", "Last name is required"],
    [{ email: "huda@" }, "for-merchants", "email", "Please enter a valid email address"],
    [{ message: "Hi there" }, "for-merchants", "message", "Message must be at least 10 characters"],
    [{ message: "Too short" }, "contact-us", "message", "Message must be at least 10 characters"],
    [{ message: "x".repeat(5001) }, "contact-us", "message", "Message must be at most 5000 characters"],
  ])("refuses %j from %s (400, %s named)", async (override, source, path, text) => {
    const response = await send({ ...message, ...override, source });
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toContainEqual({ path, message: text });
  });

  it("refuses an unknown source", async () => {
    expect((await send({ ...message, source: "elsewhere" })).statusCode).toBe(400);
  });

  it("records the account of a signed-in writer", async () => {
    const { cookie, user } = await register(t);
    expect((await send({ ...message, source: "contact-us" }, { cookie })).statusCode).toBe(201);
    expect((await latestStored()).userId).toBe(user.id);
  });

  it("answers 429 after 5 messages in 10 minutes from one address", async () => {
    const remoteAddress = newAddress();
    for (let i = 0; i < 5; i += 1) expect((await send(message, { remoteAddress })).statusCode).toBe(201);
    const limited = await send(message, { remoteAddress });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
  });
});
