// Verified students for a load, written straight into the database: signing each one up and verifying
// them through the API would take minutes of password hashing and mail before the load even starts.
import { hash } from "@node-rs/argon2";
import { verificationExpiry } from "@studentperks/contracts/verification-status";
import type { DatabaseHandle } from "../../apps/server/src/db/client.ts";
import { studentProfiles, users } from "../../apps/server/src/db/schema.ts";

export const STUDENT_PASSWORD = "Falcon-Dunes-2026";

/**
 * `count` verified students (load<i>@example.ae, one password hash for all), and the live discount
 * offers they can redeem.
 */
export async function seedVerifiedStudents(database: DatabaseHandle, count: number) {
  const passwordHash = await hash(STUDENT_PASSWORD, { algorithm: 2, memoryCost: 19_456, timeCost: 2 });
  const verifiedAt = new Date(Date.now() - 86_400_000);
  const emails = Array.from({ length: count }, (_, i) => `load${i}@example.ae`);
  const rows = await database.db
    .insert(users)
    .values(emails.map((email) => ({ email, passwordHash, firstName: "Load", lastName: "Test" })))
    .returning({ id: users.id });
  await database.db.insert(studentProfiles).values(
    rows.map(({ id }) => ({
      userId: id,
      status: "active" as const,
      studentEmail: `${id}@zu.ac.ae`,
      institution: "Zayed University",
      verifiedAt,
      expiresAt: verificationExpiry(verifiedAt),
    })),
  );
  const live = await database.rawRows(
    "select id from offers where status = 'published' and offer_type = 'discount' and (expires_at is null or expires_at > now())",
  );
  return { emails, offerIds: live.map((row) => Number(row.id)) };
}
