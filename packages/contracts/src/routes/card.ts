// The signed-in student's in-store card (issue 35). The cashier's check is a page, not an API call:
// GET /v/<token> and /v?code=… answer HTML.
import { cardAnswerSchema, cardShownSchema } from "../card.ts";
import { cardPhotoAnswerSchema } from "../card-photo.ts";
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
  // A multipart form (config.multipartForm), read by the route rather than by zod.
  "PUT /api/card/photo": {
    summary: "Send the card's photo (replacing any before it); staff approve it before it is shown",
    responses: { 200: cardPhotoAnswerSchema },
  },
  // The photo itself (config.fileAnswer), for the student's own page.
  "GET /api/card/photo": {
    summary: "The student's own card photo as kept, whatever staff decided",
    responses: {},
  },
  "DELETE /api/card/photo": {
    summary: "Remove the card's photo",
    responses: { 204: null },
  },
} satisfies RouteTable;
