// A contact message, as staff receive it: replying answers the person who wrote it. Staff mail is in
// English, whatever language the message was written from.
import type { ContactRequest } from "@studentperks/contracts/merchants";
import { renderEmailIn } from "#server/services/mailer/layout.ts";

const FORM_NAMES: Record<ContactRequest["source"], string> = {
  "for-merchants": "the merchants page",
  "contact-us": "the contact page",
};

export function contactMessageEmail(message: ContactRequest) {
  const name = `${message.firstName} ${message.lastName}`;
  return renderEmailIn("en", () => ({
    subject: `Contact message from ${name}`,
    heading: `${name} wrote from ${FORM_NAMES[message.source]}`,
    paragraphs: [`From: ${name} <${message.email}>`, message.message],
    footnote: "Reply to this e-mail to answer them.",
  }));
}
