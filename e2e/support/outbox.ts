// The dev outbox (/dev/mail.json, newest first), read as tests wait for a message to arrive. It is read
// as a developer's script would read it, with plain fetch: straight from this machine, without the
// X-Forwarded-For that Playwright adds to each test's requests (the outbox refuses anything forwarded).
import { expect } from "@playwright/test";
import { baseURL } from "./base-url.ts";

export interface OutboxMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** A marketing mail's List-Unsubscribe and List-Unsubscribe-Post. */
  headers?: Record<string, string>;
}

/** The newest message in the dev outbox that `match` accepts, waiting for it to arrive. */
export async function findMail(
  match: (message: OutboxMessage) => boolean,
  description: string,
): Promise<OutboxMessage> {
  let found: OutboxMessage | undefined;
  await expect
    .poll(
      async () => {
        // Further back than the newest 50: other tests mail meanwhile.
        const response = await fetch(`${baseURL}/dev/mail.json?limit=200`);
        if (!response.ok)
          throw new Error(`/dev/mail.json answered ${response.status}: ${await response.text()}`);
        const messages = (await response.json()) as OutboxMessage[];
        found = messages.find(match);
        return found !== undefined;
      },
      { message: description },
    )
    .toBe(true);
  return found!;
}
