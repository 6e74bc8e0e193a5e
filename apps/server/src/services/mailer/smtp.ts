// The production mailer: SMTP through nodemailer (add ?pool=true to SMTP_URL to reuse connections).
import nodemailer from "nodemailer";
import type { Mailer } from "./mailer.ts";

export function createSmtpMailer({ url, from }: { url: string; from: string }): Mailer {
  const transport = nodemailer.createTransport(url, { from });
  return {
    async send(message) {
      await transport.sendMail(message);
    },
    async close() {
      transport.close();
    },
  };
}
