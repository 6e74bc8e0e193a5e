// Contact messages (spec 001 §2 /for-merchants and /contact-us): kept in the database first, so none
// is lost if mail is down, then mailed to staff.
import type { ContactRequest } from "@studentperks/contracts/merchants";
import type { Db } from "../../db/client.ts";
import { contactMessages } from "../../db/schema.ts";
import type { Background } from "../../services/background.ts";
import type { Mailer } from "../../services/mailer/mailer.ts";
import { contactMessageEmail } from "./emails.ts";

export interface ContactServiceDeps {
  db: Db;
  mailer: Mailer;
  background: Background;
  supportEmail: string;
}

export function createContactService({ db, mailer, background, supportEmail }: ContactServiceDeps) {
  return {
    async send(message: ContactRequest, userId: string | null): Promise<void> {
      await db.insert(contactMessages).values({ ...message, userId });
      background.run("contact message e-mail", () =>
        mailer.send({ to: supportEmail, replyTo: message.email, ...contactMessageEmail(message) }),
      );
    },
  };
}

export type ContactService = ReturnType<typeof createContactService>;
