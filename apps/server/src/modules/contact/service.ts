// Contact messages (spec 001 §2 /for-merchants and /contact-us): kept in the database first, so none
// is lost if mail is down, and mailed to staff through the outbox in the same transaction.
import type { ContactRequest } from "@studentperks/contracts/merchants";
import type { Db } from "#server/db/client.ts";
import { contactMessages } from "#server/db/schema.ts";
import type { MailQueue } from "#server/services/mail-outbox/queue.ts";
import { contactMessageEmail } from "./emails.ts";

export interface ContactServiceDeps {
  db: Db;
  outbox: MailQueue;
  supportEmail: string;
}

export function createContactService({ db, outbox, supportEmail }: ContactServiceDeps) {
  return {
    async send(message: ContactRequest, userId: string | null): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.insert(contactMessages).values({ ...message, userId });
        await outbox.add(tx, { to: supportEmail, replyTo: message.email, ...contactMessageEmail(message) });
      });
      outbox.wake();
    },
  };
}

export type ContactService = ReturnType<typeof createContactService>;
