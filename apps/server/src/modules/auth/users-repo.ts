// Account queries shared by the auth and students modules.
import { eq } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { studentProfiles, users, type StudentProfileRow, type UserRow } from "#server/db/schema.ts";
import { normaliseEmail } from "#server/lib/email-address.ts";

export interface UserWithProfile {
  user: UserRow;
  profile: StudentProfileRow | null;
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(users.email, normaliseEmail(email)));
  return row ?? null;
}

export async function findUserWithProfile(db: Db, userId: string): Promise<UserWithProfile | null> {
  const [row] = await db
    .select({ user: users, profile: studentProfiles })
    .from(users)
    .leftJoin(studentProfiles, eq(studentProfiles.userId, users.id))
    .where(eq(users.id, userId));
  return row ?? null;
}
