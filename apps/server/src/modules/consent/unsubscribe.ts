// Unsubscribing from a personal link (issue 38): reading what a link names, and withdrawing consent on
// it at once, with no sign-in; the choice is recorded as made from an unsubscribe link.
import { eq } from "drizzle-orm";
import type { ConsentChannel } from "@studentperks/contracts/consent";
import type { Locale } from "@studentperks/contracts/i18n/locales";
import type { Db } from "#server/db/client.ts";
import { users } from "#server/db/schema.ts";
import type { Clock } from "#server/services/clock.ts";
import { recordConsent } from "./record.ts";
import { marketingHeaders, readUnsubscribe, signUnsubscribe, unsubscribeKey } from "./unsubscribe-link.ts";

export interface LinkedAccount {
  channel: ConsentChannel;
  locale: Locale;
  /** Whether the account still agrees to hear from us on the link's channel. */
  subscribed: boolean;
}

export function createUnsubscribe(deps: { db: Db; clock: Clock; secret: string; publicUrl: string }) {
  const { db, clock } = deps;
  const key = unsubscribeKey(deps.secret);

  /** The account a link names; null for a link we did not sign or an account that is gone. */
  async function read(token: string): Promise<(LinkedAccount & { userId: string }) | null> {
    const named = readUnsubscribe(key, token);
    if (!named) return null;
    const [user] = await db
      .select({ locale: users.locale, email: users.emailMarketing, whatsapp: users.whatsappMarketing })
      .from(users)
      .where(eq(users.id, named.userId));
    if (!user) return null;
    return { ...named, locale: user.locale, subscribed: user[named.channel] };
  }

  return {
    read,

    /** Withdraws the consent a link names (nothing to do when already withdrawn). */
    async withdraw(token: string): Promise<LinkedAccount | null> {
      const linked = await read(token);
      if (!linked) return null;
      await db.transaction((tx) =>
        recordConsent(
          tx,
          linked.userId,
          { [linked.channel]: false },
          { source: "unsubscribe", at: clock.now() },
        ),
      );
      return { ...linked, subscribed: false };
    },

    /** The link a marketing message to this account carries, and the mail headers that name it. */
    linkFor(userId: string, channel: ConsentChannel) {
      const url = `${deps.publicUrl}/unsubscribe/${signUnsubscribe(key, userId, channel)}`;
      return { url, headers: marketingHeaders(url) };
    },
  };
}

export type Unsubscribe = ReturnType<typeof createUnsubscribe>;
