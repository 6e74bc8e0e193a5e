// The dev outbox (/dev/mail.json, newest first), read as tests wait for a message to arrive.
import { expect, type APIRequestContext } from "@playwright/test";

export interface OutboxMessage {
  to: string;
  subject: string;
  text: string;
}

/** The newest message in the dev outbox that `match` accepts, waiting for it to arrive. */
export async function findMail(
  request: APIRequestContext,
  match: (message: OutboxMessage) => boolean,
  description: string,
): Promise<OutboxMessage> {
  let found: OutboxMessage | undefined;
  await expect
    .poll(
      async () => {
        const messages = (await (await request.get("/dev/mail.json")).json()) as OutboxMessage[];
        found = messages.find(match);
        return found !== undefined;
      },
      { message: description },
    )
    .toBe(true);
  return found!;
}
