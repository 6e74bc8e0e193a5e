// What one entry of the route table says: everything web and server must agree on for one call.
// Keys are "METHOD /api/path/:param", so the method and path travel in the key itself: the client
// builds its request from the key alone, without loading any schema.
import type * as z from "zod";

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** "METHOD /api/path/:param", e.g. "PUT /api/favorites/:offerId". */
export type RouteKeyFormat = `${HttpMethod} /api/${string}`;

export interface RouteDeclaration {
  /** One line for the API description. */
  summary: string;
  description?: string;
  /** Path parameters, named as the path's `:param`s. */
  params?: z.ZodType;
  query?: z.ZodType;
  /** A JSON body. A multipart form is read by its route and documented in its `config.multipartForm`. */
  body?: z.ZodType;
  /**
   * The answers by status. `null`: an answer without a body (204, 304). A route whose 200 is a file
   * (documented by its `config.fileAnswer`) lists none.
   */
  responses: { readonly [status: number]: z.ZodType | null };
}

export type RouteTable = Record<RouteKeyFormat, RouteDeclaration>;
