// The signed-in student's in-store card (issue 35). The cashier's check is a page, not an API call:
// GET /v/<token> and /v?code=… answer HTML.
import { cardAnswerSchema, cardShownSchema } from "../card.ts";
import type { RouteTable } from "./declaration.ts";

export const cardRoutes = {
  "GET /api/card": {
    summary: "The student's card with a QR good for the next minute, or why there is none",
    responses: { 200: cardAnswerSchema },
  },
  "POST /api/card/shown": {
    summary: "Count the card being opened from an in-store offer",
    body: cardShownSchema,
    responses: { 204: null },
  },
} satisfies RouteTable;
