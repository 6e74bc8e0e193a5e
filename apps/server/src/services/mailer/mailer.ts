// Sending e-mail, behind one interface: SMTP in production, a readable dev outbox otherwise. The app
// never calls a transport from a request: mail goes through the outbox (services/mail-outbox).
export interface MailMessage {
  to: string;
  /** Where answers go, when not to the sender (a contact message goes to staff, replies to its writer). */
  replyTo?: string;
  /** Extra headers: a marketing mail's List-Unsubscribe and List-Unsubscribe-Post (RFC 8058). */
  headers?: Record<string, string>;
  subject: string;
  text: string;
  html: string;
}

export interface StoredMail extends MailMessage {
  id: string;
  sentAt: string;
}

export interface Mailer {
  /** Rejects when the transport refuses the message, or soon after `signal` aborts. */
  send(message: MailMessage, signal?: AbortSignal): Promise<void>;
  /** The dev outbox, newest first; absent on real transports. */
  outbox?: { list(limit?: number): Promise<StoredMail[]> };
  close?(): Promise<void>;
}
