// E-mails about changes a student makes on the dashboard.
import { renderEmail } from "../../services/mailer/layout.ts";

export function loginEmailChangedEmail(firstName: string, newEmail: string, supportEmail: string) {
  return renderEmail({
    subject: "Your StudentPerks login e-mail was changed",
    heading: "Your login e-mail was changed",
    paragraphs: [
      `Hi ${firstName},`,
      `Your StudentPerks account now logs in with ${newEmail}.`,
      `If this was not you, write to ${supportEmail} straight away.`,
    ],
  });
}
