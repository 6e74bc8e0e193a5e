// Helpers for redemption tests: students whose verification is already settled (the verification
// flow has tests of its own), calls as their browser, and pool loading through the real service.
import { eq } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { verificationExpiry } from "@studentperks/contracts/verification-status";
import { studentProfiles, users } from "#server/db/schema.ts";
import { createRedemptionService } from "#server/modules/redemption/service.ts";
import { systemRandom } from "#server/services/random.ts";
import type { TestApp } from "./build-test-app.ts";
import { newAddress, register } from "./accounts.ts";

type Standing = "verified" | "unverified" | "expired" | "staff";

/**
 * `n` verified students, signed up one after another: a burst of sign-ups at once is refused by the
 * password queue (503, as a real flood should be), and the tests that need many people race what
 * they do next, not how they joined.
 */
export async function people(t: TestApp, n: number) {
  const made: Awaited<ReturnType<typeof person>>[] = [];
  for (let i = 0; i < n; i += 1) made.push(await person(t));
  return made;
}

/** A signed-in account in the given standing, with calls made from its own browser. */
export async function person(t: TestApp, standing: Standing = "verified") {
  const account = await register(t);
  const db = t.database.db;
  if (standing === "staff")
    await db.update(users).set({ role: "admin" }).where(eq(users.id, account.user.id));
  if (standing !== "unverified") {
    const verifiedAt = new Date(t.clock.now().getTime() - (standing === "expired" ? 400 : 10) * 86_400_000);
    await db.insert(studentProfiles).values({
      userId: account.user.id,
      status: "active",
      studentEmail: `${account.user.id}@zu.ac.ae`,
      institution: "Zayed University",
      verifiedAt,
      expiresAt: verificationExpiry(verifiedAt),
    });
  }
  const remoteAddress = newAddress();
  const post = (url: string, payload?: object): Promise<LightMyRequestResponse> =>
    t.app.inject({ method: "POST", url, payload, remoteAddress, headers: { cookie: account.cookie } });
  return {
    ...account,
    remoteAddress,
    redeem: (offerId: number) => post(`/api/offers/${offerId}/redeem`),
    referral: (offerId: number) => post(`/api/offers/${offerId}/referral-click`, { studentId: null }),
    call: (method: "GET" | "PUT" | "DELETE" | "POST", url: string, payload?: object) =>
      t.app.inject({ method, url, payload, remoteAddress, headers: { cookie: account.cookie } }),
  };
}

/** Loads codes into an offer's pool through the service the staff console will use. */
export function loadPool(t: TestApp, offerId: number, codes: string[]): Promise<number> {
  return createRedemptionService({ db: t.database.db, clock: t.clock, random: systemRandom }).addPoolCodes(
    offerId,
    codes,
  );
}
