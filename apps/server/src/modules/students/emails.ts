// E-mails about changes a student makes on the dashboard.
import { CODE_TTL_MINUTES } from "#server/lib/one-time-codes.ts";
import { renderEmail } from "#server/services/mailer/layout.ts";

/** To the new address: the code that makes it the login e-mail. */
export function loginEmailCodeEmail(firstName: string, code: string) {
  return renderEmail({
    subject: `${code} is your code to confirm your new StudentPerks login e-mail`,
    heading: "Confirm your new login e-mail",
    paragraphs: [
      `Hi ${firstName},`,
      `Enter this code on your StudentPerks dashboard to log in with this address from now on. It expires in ${CODE_TTL_MINUTES} minutes.`,
    ],
    code,
    footnote:
      "If you did not ask to log in to StudentPerks with this address, you can ignore this e-mail: nothing changes without the code.",
  });
}

/** To the old address, as soon as a change is asked for: the owner can stop it before it happens. */
export function loginEmailChangeRequestedEmail(firstName: string, newEmail: string, supportEmail: string) {
  return renderEmail({
    subject: "Someone asked to change your StudentPerks login e-mail",
    heading: "A change of login e-mail was requested",
    paragraphs: [
      `Hi ${firstName},`,
      `Someone signed in to your StudentPerks account with your password asked to log in with ${newEmail} instead of this address. It changes only once the code we sent to ${newEmail} is entered.`,
      `If this was not you, change your password on your dashboard now (that signs out every other device) and write to ${supportEmail} straight away.`,
    ],
  });
}

/** To the old address, once the change has taken effect. */
export function loginEmailChangedEmail(firstName: string, newEmail: string, supportEmail: string) {
  return renderEmail({
    subject: "Your StudentPerks login e-mail was changed",
    heading: "Your login e-mail was changed",
    paragraphs: [
      `Hi ${firstName},`,
      `Your StudentPerks account now logs in with ${newEmail}, and every other signed-in device was signed out.`,
      `If this was not you, write to ${supportEmail} straight away.`,
    ],
  });
}
