// The staff e-mails about an offer's codes: running low, run out, reported (staff mail is in English).
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
      "When the pool is empty, students who try to redeem it are told to check back later. Ask the brand for more codes and upload them on the offer's page.",
    ],
    action: openOffer(consoleLink),
    footnote: "You receive this once per shortage; uploading enough codes resets it.",
  }));
}

export function ranOutEmail(offer: Pick<LowPoolOffer, "id" | "title" | "brandName">, consoleLink: string) {
  return renderEmailIn("en", () => ({
    subject: `Out of codes: ${offer.brandName} – ${offer.title}`,
    heading: "An offer has no codes left",
    paragraphs: [
      `${offer.brandName}'s offer "${offer.title}" has no code left to give.`,
      "Students see it as temporarily unavailable, and it has left the Featured and Trending rows. Upload more codes (or set a new shared code) on the offer's page.",
    ],
    action: openOffer(consoleLink),
    footnote: "You receive this once each time the offer runs out.",
  }));
}

export function reportBurstEmail(
  offer: Pick<LowPoolOffer, "id" | "title" | "brandName">,
  reports: number,
  consoleLink: string,
) {
  return renderEmailIn("en", () => ({
    subject: `Codes reported: ${offer.brandName} – ${offer.title}`,
    heading: "Students are reporting this offer's codes",
    paragraphs: [
      `${reports} codes of ${offer.brandName}'s offer "${offer.title}" were reported as not working in the last hour.`,
      "Read the reports, mark bad codes and check with the brand on the offer's page.",
    ],
    action: openOffer(consoleLink),
    footnote: "You receive this at most once an hour per offer.",
  }));
}

const openOffer = (consoleLink: string) => ({ label: "Open the offer's page", url: consoleLink });
