// Marketing consent on record (issue 38): a choice that changes something is an event (channel, given
// or withdrawn, where, when), and the account's two switches are set to the newest event's answer in
// the same transaction, so evidence and state never disagree.
import { and, desc, eq } from "drizzle-orm";
import type { ConsentChannel, ConsentSource } from "@studentperks/contracts/consent";
import type { Executor } from "#server/db/client.ts";
import { consentEvents, users } from "#server/db/schema.ts";

export type ConsentChoices = Partial<Record<ConsentChannel, boolean>>;

const COLUMN = { email: "emailMarketing", whatsapp: "whatsappMarketing" } as const;

/**
 * Records the choices that differ from the account's current ones (all given ones when `asked`: the
 * sign-up form asks both questions, and its answers are evidence even when they change nothing).
 * Answers the channels whose state changed.
 */
export async function recordConsent(
  tx: Executor,
  userId: string,
  choices: ConsentChoices,
  where: { source: ConsentSource; at: Date; asked?: boolean },
): Promise<ConsentChannel[]> {
  const [current] = await tx
    .select({ email: users.emailMarketing, whatsapp: users.whatsappMarketing })
    .from(users)
    .where(eq(users.id, userId))
    .for("update");
  if (!current) return [];
  const entries = (Object.entries(choices) as [ConsentChannel, boolean | undefined][]).filter(
    (entry): entry is [ConsentChannel, boolean] => entry[1] !== undefined,
  );
  const changed = entries.filter(([channel, given]) => current[channel] !== given);
  const recorded = where.asked ? entries : changed;
  if (recorded.length === 0) return [];
  await tx.insert(consentEvents).values(
    recorded.map(([channel, given]) => ({
      userId,
      channel,
      given,
      source: where.source,
      createdAt: where.at,
    })),
  );
  if (changed.length > 0) {
    await tx
      .update(users)
      .set(Object.fromEntries(changed.map(([channel, given]) => [COLUMN[channel], given])))
      .where(eq(users.id, userId));
  }
  return changed.map(([channel]) => channel);
}

/** When each channel's current choice was made (null: never asked, as for staff accounts). */
export async function consentSince(
  db: Executor,
  userId: string,
): Promise<Record<ConsentChannel, Date | null>> {
  const since = async (channel: ConsentChannel) => {
    const [last] = await db
      .select({ at: consentEvents.createdAt })
      .from(consentEvents)
      .where(and(eq(consentEvents.userId, userId), eq(consentEvents.channel, channel)))
      .orderBy(desc(consentEvents.id)) // the last one written is the current choice
      .limit(1);
    return last?.at ?? null;
  };
  return { email: await since("email"), whatsapp: await since("whatsapp") };
}

/** Every choice the account made, oldest first (the data export lists them). */
export function consentHistory(db: Executor, userId: string) {
  return db
    .select({
      channel: consentEvents.channel,
      given: consentEvents.given,
      source: consentEvents.source,
      at: consentEvents.createdAt,
    })
    .from(consentEvents)
    .where(eq(consentEvents.userId, userId))
    .orderBy(consentEvents.id);
}
