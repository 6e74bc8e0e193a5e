// What the results count, in the order the portal shows them.
import type { MessageKey } from "#web/lib/i18n/index.ts";

export const MEASURES = [
  "views",
  "copies",
  "referralClicks",
  "redemptions",
  "favourites",
  "cardShows",
] as const;
export type Measure = (typeof MEASURES)[number];

export const measureKeys: Record<Measure, MessageKey> = {
  views: "partners.measure.views",
  copies: "partners.measure.copies",
  referralClicks: "partners.measure.referralClicks",
  redemptions: "partners.measure.redemptions",
  favourites: "partners.measure.favourites",
  cardShows: "partners.measure.cardShows",
};
