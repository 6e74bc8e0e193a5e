// A contact message, as staff receive it: replying answers the person who wrote it. Staff mail is in
// English, whatever language the message was written from.
import type { ContactRequest } from "@studentperks/contracts/merchants";
import { renderEmailIn } from "#server/services/mailer/layout.ts";

const FORM_NAMES: Record<ContactRequest["source"], string> = {
  "for-merchants": "the merchants page",
  "contact-us": "the contact page",
};

/** Its button answers the person: no console screen lists contact messages, the inbox is where staff reply. */
export function contactMessageEmail(message: ContactRequest) {
  const name = `${message.firstName} ${message.lastName}`;
  const reply = `mailto:${encodeURIComponent(message.email)}?subject=${encodeURIComponent("Re: your message to StudentPerks")}`;
  return renderEmailIn("en", () => ({
    subject: `Contact message from ${name}`,
    heading: `${name} wrote from ${FORM_NAMES[message.source]}`,
    paragraphs: [`From: ${name} <${message.email}>`, message.message],
    action: { label: `Reply to ${message.firstName}`, url: reply },
    footnote: "Reply to this e-mail to answer them.",
  }));
}
