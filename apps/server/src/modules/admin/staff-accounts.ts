// Staff accounts are made from the command line (npm run admin:create) or, in development, the demo
// seed; no HTTP route can give the admin role.
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { users } from "../../db/schema.ts";
import { assertAcceptablePassword, hashPassword } from "../auth/passwords.ts";
import { normaliseEmail } from "../auth/users-repo.ts";

export interface StaffAccountInput {
  email: string;
  firstName: string;
  lastName: string;
}

export type StaffAccountOutcome = "created" | "promoted" | "already-admin";

/** Whether the e-mail already has an account (the CLI asks for a password only for a new one). */
export async function accountExists(db: Db, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, normaliseEmail(email)));
  return Boolean(row);
}

/**
 * Creates an admin with this password, or gives an existing account the admin role (its password is
 * kept unless one is given). The password meets the same rules as every other account's.
 */
export async function createOrPromoteAdmin(
  db: Db,
  input: StaffAccountInput,
  password: string | null,
): Promise<StaffAccountOutcome> {
  const email = normaliseEmail(input.email);
  if (password !== null) await assertAcceptablePassword(password, email);
  const [existing] = await db.select({ role: users.role }).from(users).where(eq(users.email, email));
  const passwordFields =
    password === null ? {} : { passwordHash: await hashPassword(password), passwordChangedAt: new Date() };
  if (existing) {
    await db
      .update(users)
      .set({ role: "admin", ...passwordFields })
      .where(eq(users.email, email));
    return existing.role === "admin" ? "already-admin" : "promoted";
  }
  if (password === null) throw new Error("A new staff account needs a password.");
  await db.insert(users).values({
    email,
    firstName: input.firstName,
    lastName: input.lastName,
    role: "admin",
    emailMarketing: false,
    whatsappMarketing: false,
    ...passwordFields,
    passwordHash: passwordFields.passwordHash!,
  });
  return "created";
}

export const DEMO_ADMIN = { email: "admin@studentperks.dev", firstName: "Demo", lastName: "Staff" };

/** Development only: the demo staff account, with a fresh password each start (printed by main.ts). */
export async function resetDemoAdmin(db: Db, password: string): Promise<void> {
  await createOrPromoteAdmin(db, DEMO_ADMIN, password);
}
