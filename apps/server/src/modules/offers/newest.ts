// The catalogue's one "newest first": published latest first (never published last), then created
// latest, then the larger id. GET /api/offers, brand pages and the catalogue's default order use it.

/** An offer's dates in epoch ms. */
export interface Dated {
  id: number;
  publishedAt: number | null;
  createdAt: number;
}

/** Stands for "never published": after every real value. */
const NEVER = 9e15;

/** Newest first as a sort key: numbers compared left to right, smallest first. */
export const newestKey = ({ id, publishedAt, createdAt }: Dated): number[] => [
  publishedAt === null ? NEVER : -publishedAt,
  -createdAt,
  -id,
];

export const compareNewest = (a: Dated, b: Dated): number =>
  (b.publishedAt ?? -NEVER) - (a.publishedAt ?? -NEVER) || b.createdAt - a.createdAt || b.id - a.id;
