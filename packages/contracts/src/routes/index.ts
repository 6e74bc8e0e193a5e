// Every /api route, declared once (issue 33): the server registers its handlers against these
// declarations (apps/server/src/lib/declared-route.ts) and its API description comes from them; the web
// app calls by key (apps/web/src/lib/api.ts), typed from here with a type-only import so no schema
// reaches its bundle. A wrong path, params, query, body or answer is a compile error on both sides.
import type * as z from "zod";
import { adminAccountsRoutes } from "./admin-accounts.ts";
import { adminOffersRoutes } from "./admin-offers.ts";
import { adminPartnershipsRoutes } from "./admin-partnerships.ts";
import { adminReportsRoutes } from "./admin-reports.ts";
import { adminVerificationsRoutes } from "./admin-verifications.ts";
import { authRoutes } from "./auth.ts";
import { cardRoutes } from "./card.ts";
import { catalogueRoutes } from "./catalogue.ts";
import type { RouteTable } from "./declaration.ts";
import { merchantsRoutes } from "./merchants.ts";
import { partnersRoutes } from "./partners.ts";
import { platformRoutes } from "./platform.ts";
import { redemptionRoutes } from "./redemption.ts";
import { studentsRoutes } from "./students.ts";
import type { TAGGED_ANSWER_ROUTES } from "./tagged-answers.ts";
import { verificationRoutes } from "./verification.ts";

export { TAGGED_ANSWER_ROUTES } from "./tagged-answers.ts";
export type { HttpMethod, RouteDeclaration, RouteKeyFormat, RouteTable } from "./declaration.ts";

export const routes = {
  ...authRoutes,
  ...studentsRoutes,
  ...verificationRoutes,
  ...catalogueRoutes,
  ...redemptionRoutes,
  ...cardRoutes,
  ...merchantsRoutes,
  ...platformRoutes,
  ...partnersRoutes,
  ...adminVerificationsRoutes,
  ...adminOffersRoutes,
  ...adminPartnershipsRoutes,
  ...adminReportsRoutes,
  ...adminAccountsRoutes,
} satisfies RouteTable;

export type Routes = typeof routes;
export type RouteKey = keyof Routes;

/** The schema a route declares for one part of its request, or undefined when it declares none. */
export type DeclaredPart<K extends RouteKey, Part extends "params" | "query" | "body"> = Routes[K] extends {
  [P in Part]: infer S extends z.ZodType;
}
  ? S
  : undefined;

// A schema that preprocesses its input (e.g. the contact form's) takes `unknown`: a client sends what
// it reads as, its output.
type InputOf<S> = S extends z.ZodType ? (unknown extends z.input<S> ? z.output<S> : z.input<S>) : undefined;

/** The path's parameters by name; a client may give a number for a numeric id. */
export type ParamsOf<K extends RouteKey> =
  DeclaredPart<K, "params"> extends z.ZodType
    ? { [P in keyof z.input<DeclaredPart<K, "params">>]: string | number }
    : undefined;
export type QueryOf<K extends RouteKey> = InputOf<DeclaredPart<K, "query">>;
export type BodyOf<K extends RouteKey> = InputOf<DeclaredPart<K, "body">>;

type Responses<K extends RouteKey> = Routes[K]["responses"];
/** The statuses a route succeeds with (2xx). */
export type SuccessStatus<K extends RouteKey> = Extract<
  keyof Responses<K>,
  200 | 201 | 202 | 203 | 204 | 206
>;
/** What an answer of that schema reads as: nothing for an answer without a body. */
type Output<S> = S extends z.ZodType ? z.output<S> : void;
type SuccessBody<K extends RouteKey, S extends SuccessStatus<K>> = Output<Responses<K>[S]>;

/** Each success told apart by its status, for a route with several. */
export type TaggedAnswer<K extends RouteKey> = {
  [S in SuccessStatus<K>]: { status: S; body: SuccessBody<K, S> };
}[SuccessStatus<K>];

type IsUnion<T, All = T> = T extends unknown ? ([All] extends [T] ? false : true) : never;

/**
 * What a call reads: the success answer's output, or, when the route has several 2xx answers (e.g.
 * 200 and 202), a union tagged by status.
 */
export type AnswerOf<K extends RouteKey> =
  true extends IsUnion<SuccessStatus<K>> ? TaggedAnswer<K> : SuccessBody<K, SuccessStatus<K>>;

/** The keys whose calls read a status-tagged answer. */
export type TaggedAnswerKey = {
  [K in RouteKey]: true extends IsUnion<SuccessStatus<K>> ? K : never;
}[RouteKey];

// TAGGED_ANSWER_ROUTES names exactly those keys: a route that gains or loses a second success must
// be added to or taken from the list, or this fails to compile.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const taggedListIsComplete: Same<(typeof TAGGED_ANSWER_ROUTES)[number], TaggedAnswerKey> = true;
void taggedListIsComplete;
