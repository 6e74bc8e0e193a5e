// The account e-mails: reset code, welcome, password changed.
import { renderEmail } from "#server/services/mailer/layout.ts";
import { CODE_TTL_MINUTES } from "#server/lib/one-time-codes.ts";

export function resetCodeEmail(firstName: string, code: string) {
  return renderEmail({
    subject: `${code} is your StudentPerks verification code`,
    heading: "Reset your password",
    paragraphs: [
      `Hi ${firstName},`,
      `Use this code to reset your StudentPerks password. It expires in ${CODE_TTL_MINUTES} minutes.`,
    ],
    code,
    footnote:
      "If you did not ask to reset your password, you can ignore this e-mail: your password stays as it is.",
  });
}

export function welcomeEmail(firstName: string) {
  return renderEmail({
    subject: "Welcome to StudentPerks",
    heading: `Welcome, ${firstName}!`,
    paragraphs: [
      "Your StudentPerks account is ready.",
      "Verify that you are a student with your institution e-mail or a document, and exclusive discounts from our partner brands are yours.",
    ],
  });
}

export function passwordChangedEmail(firstName: string, supportEmail: string) {
  return renderEmail({
    subject: "Your StudentPerks password was changed",
    heading: "Your password was changed",
    paragraphs: [
      `Hi ${firstName},`,
      "The password of your StudentPerks account was just changed, and every other signed-in device was signed out.",
      `If this was not you, reset your password now and write to ${supportEmail}.`,
    ],
  });
}
