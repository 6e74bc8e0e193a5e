// The staff e-mail about an offer whose pool of codes is running out (staff mail is in English).
import { renderEmailIn } from "#server/services/mailer/layout.ts";

interface LowPoolOffer {
  id: number;
  title: string;
  brandName: string;
  codesLeft: number;
  codesTotal: number;
}

export function lowPoolEmail(offer: LowPoolOffer, consoleLink: string) {
  const left = offer.codesLeft === 1 ? "1 code" : `${offer.codesLeft} codes`;
  return renderEmailIn("en", () => ({
    subject: `Codes running low: ${offer.brandName} – ${offer.title}`,
    heading: "An offer's codes are running low",
    paragraphs: [
      `${offer.brandName}'s offer "${offer.title}" has ${left} left of ${offer.codesTotal}.`,
      "When the pool is empty, students who try to redeem it are told to check back later. Ask the brand for more codes and upload them on the offer's page:",
      consoleLink,
    ],
    footnote: "You receive this once per shortage; uploading enough codes resets it.",
  }));
}
