// Staff accounts are made from the command line (npm run admin:create) or, in development, the demo
// seed; no HTTP route can give the admin role.
import { eq } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { sessions, users } from "#server/db/schema.ts";
import { assertAcceptablePassword, hashPassword } from "../auth/index.ts";
import { normaliseEmail } from "#server/lib/email-address.ts";

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
  if (!existing) {
    if (password === null) throw new Error("A new staff account needs a password.");
    const [created] = await db
      .insert(users)
      .values({
        email,
        firstName: input.firstName,
        lastName: input.lastName,
        role: "admin",
        emailMarketing: false,
        whatsappMarketing: false,
        ...passwordFields,
        passwordHash: passwordFields.passwordHash!,
      })
      // Servers starting together on one PostgreSQL each create the demo account: the first insert
      // wins, the others make that account staff with their password like any existing one below.
      .onConflictDoNothing({ target: users.email })
      .returning({ id: users.id });
    if (created) return "created";
  }
  await db
    .update(users)
    .set({ role: "admin", ...passwordFields })
    .where(eq(users.email, email));
  return existing?.role === "admin" ? "already-admin" : "promoted";
}

export const DEMO_ADMIN = { email: "admin@studentperks.dev", firstName: "Demo", lastName: "Staff" };

/** Development only: the demo staff account, with a fresh password each start (printed by main.ts). */
export async function resetDemoAdmin(db: Db, password: string): Promise<void> {
  await createOrPromoteAdmin(db, DEMO_ADMIN, password);
}

/** What retiring the demo staff account did, for the start-up log (null: there was none). */
export interface DemoAdminRetired {
  wasStaff: boolean;
  sessionsEnded: number;
}

/**
 * Outside loopback development (production, or a server other machines reach) the demo account must not
 * be able to act: it loses the staff role, gets a password nobody knows (one printed by an earlier
 * start may be in someone's terminal history) and its sessions end. A reset code for it may reach
 * whoever receives mail for its domain; without the role, that opens a plain student account.
 */
export async function retireDemoAdmin(db: Db, unknownPassword: string): Promise<DemoAdminRetired | null> {
  const passwordHash = await hashPassword(unknownPassword);
  return db.transaction(async (tx) => {
    const [demo] = await tx
      .select({ id: users.id, role: users.role })
      .from(users)
      .where(eq(users.email, DEMO_ADMIN.email));
    if (!demo) return null;
    await tx
      .update(users)
      .set({ role: "student", passwordHash, passwordChangedAt: new Date() })
      .where(eq(users.id, demo.id));
    const ended = await tx
      .delete(sessions)
      .where(eq(sessions.userId, demo.id))
      .returning({ tokenHash: sessions.tokenHash });
    return { wasStaff: demo.role === "admin", sessionsEnded: ended.length };
  });
}
