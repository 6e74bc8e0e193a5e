// The production mailer: SMTP through nodemailer (add ?pool=true to SMTP_URL to reuse connections).
// Timeouts are short because the outbox retries: a silent or slow server must not hold a send (or
// the shutdown that aborts it) for minutes.
import nodemailer from "nodemailer";
import type { Mailer } from "./mailer.ts";

const SMTP_TIMEOUTS = {
  connectionTimeout: 10_000,
  greetingTimeout: 10_000,
  socketTimeout: 30_000,
  // An aborted send closes its socket at once instead of waiting for the server to say goodbye.
  socketCloseTimeout: 0,
};

export function createSmtpMailer({ url, from }: { url: string; from: string }): Mailer {
  // The URL wins where it sets a timeout itself (e.g. ?greetingTimeout=...).
  const transport = nodemailer.createTransport({ url, ...SMTP_TIMEOUTS }, { from });
  return {
    async send(message, signal) {
      // nodemailer 10 takes the signal with the message; @types/nodemailer does not know it yet.
      await transport.sendMail({ ...message, ...(signal ? { signal } : {}) } as typeof message);
    },
    async close() {
      transport.close();
    },
  };
}
