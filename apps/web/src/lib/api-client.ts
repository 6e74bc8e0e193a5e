// Fetch wrapper (spec 000 §7): same origin, cookies sent, JSON in and out. A non-OK answer raises
// ApiError carrying status, status text and the parsed body; its message is the body's `message`,
// falling back to the status text; in the page's language (./error-messages.ts). A 204 answer counts as {}.
// A call names its route in the contracts' route table; what it sends and reads is typed from there
// (a type-only import: no schema reaches the bundle) and its answer is checked against the route's
// schema in development and tests (./api-contract.ts).
import type { AnswerOf, BodyOf, ParamsOf, QueryOf, RouteKey } from "@studentperks/contracts/routes";
import { busyWaitMs, sleep } from "./busy-retry.ts";
import { localizedErrorMessage } from "./error-messages.ts";
import { currentLocale } from "./i18n/locale.ts";
import { readDeclaredAnswer } from "./api-contract.ts";

export class ApiError extends Error {
  readonly status: number;
  readonly statusText: string;
  readonly body: unknown;
  /** The answer's Content-Language: the language the server wrote the body's message in. */
  readonly language: string | null;

  constructor(status: number, statusText: string, body: unknown, language: string | null = null) {
    super(localizedErrorMessage({ message: messageOf(body), code: codeOf(body), language }) ?? statusText);
    this.name = "ApiError";
    this.status = status;
    this.statusText = statusText;
    this.body = body;
    this.language = language;
  }
}

/** One part of a call's options: absent when the route declares none, optional when all of it is. */
type Part<Name extends string, T> = [T] extends [undefined]
  ? { [P in Name]?: never }
  : object extends T
    ? { [P in Name]?: T }
    : { [P in Name]: T };

/** What a call to the route `K` sends, typed from its declaration in the route table. */
export type CallOptions<K extends RouteKey> = Part<"params", ParamsOf<K>> &
  Part<"query", QueryOf<K>> &
  Part<"body", BodyOf<K>> & { signal?: AbortSignal };

type CallArgs<K extends RouteKey> =
  object extends CallOptions<K> ? [options?: CallOptions<K>] : [options: CallOptions<K>];

/**
 * Calls the route declared as `key` in the contracts' route table ("METHOD /api/path/:param"): its
 * `:param`s filled from `params`, `query` appended, `body` sent as JSON. Answers the route's success
 * answer, or `{ status, body }` when it has several (./api-contract.ts).
 */
export async function api<K extends RouteKey>(key: K, ...[options]: CallArgs<K>): Promise<AnswerOf<K>> {
  const { params, query, body, signal } = (options ?? {}) as {
    params?: Record<string, string | number>;
    query?: Record<string, unknown>;
    body?: unknown;
    signal?: AbortSignal;
  };
  const [method, template] = key.split(" ") as [string, string];
  const path = pathOf(template, params) + searchOf(query);
  const answer = await send(path, { method, json: body, signal });
  return readDeclaredAnswer(key, `${method} ${path}`, answer.status, answer.body);
}

/** The path with each `:param` filled in, encoded. */
export function pathOf(template: string, params: Record<string, string | number> = {}): string {
  return template.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new TypeError(`${template} needs its :${name}`);
    return encodeURIComponent(String(value));
  });
}

/** "?a=1&b=2" from the query's set values (undefined and null leave a name out), or "". */
function searchOf(query: Record<string, unknown> | undefined): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    for (const item of [value].flat()) {
      if (item !== undefined && item !== null) search.append(name, String(item));
    }
  }
  const text = search.toString();
  return text === "" ? "" : `?${text}`;
}

interface SendInit extends Omit<RequestInit, "body"> {
  /** Sent as JSON. */
  json?: unknown;
}

async function send(path: string, init: SendInit): Promise<{ status: number; body: unknown }> {
  const { json, headers, ...rest } = init;
  const sendOnce = () =>
    fetch(path, {
      credentials: "include",
      ...rest,
      headers: {
        Accept: "application/json",
        // The server answers (messages, e-mails it sends now) in the page's language.
        "Accept-Language": currentLocale(),
        ...(json === undefined ? {} : { "Content-Type": "application/json" }),
        ...headers,
      },
      body: json === undefined ? undefined : JSON.stringify(json),
    });
  let response = await sendOnce();
  for (let retry = 1; retry <= BUSY_RETRIES; retry += 1) {
    const busy = response;
    const wait = await busyWaitMs(
      {
        status: busy.status,
        retryAfter: busy.headers.get("Retry-After"),
        body: async () => parseBody(await busy.clone().text()),
      },
      { readOnly: isReadOnly(rest.method), maxWaitMs: BUSY_WAIT_MAX_MS },
    );
    if (wait === null) break;
    await sleep(wait, rest.signal ?? undefined);
    response = await sendOnce();
  }
  if (response.status === 204) return { status: 204, body: {} };
  const body = parseBody(await response.text());
  if (!response.ok) {
    throw new ApiError(response.status, response.statusText, body, response.headers.get("Content-Language"));
  }
  return { status: response.status, body };
}

/**
 * Calls a route whose answer is a file (a ZIP to save): answers its bytes and the name the server
 * gave in Content-Disposition. A refusal raises ApiError, as `api` does.
 */
export async function apiFile<K extends RouteKey>(
  key: K,
  ...[options]: CallArgs<K>
): Promise<{ blob: Blob; fileName: string | null }> {
  const { params, body } = (options ?? {}) as { params?: Record<string, string | number>; body?: unknown };
  const [method, template] = key.split(" ") as [string, string];
  const response = await fetch(pathOf(template, params), {
    method,
    credentials: "include",
    headers: {
      "Accept-Language": currentLocale(),
      ...(body === undefined ? {} : { "Content-Type": "application/json" }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) {
    const failure = parseBody(await response.text());
    throw new ApiError(
      response.status,
      response.statusText,
      failure,
      response.headers.get("Content-Language"),
    );
  }
  const disposition = response.headers.get("Content-Disposition") ?? "";
  return { blob: await response.blob(), fileName: /filename="([^"]+)"/.exec(disposition)?.[1] ?? null };
}

// A server shedding load did nothing (docs/operating.md "Overload"): the call is made again after the wait it
// names, a few times, so a busy second does not show a signed-in student the signed-out page, or a failure
// for a code that was never sent.
const BUSY_RETRIES = 3;
const BUSY_WAIT_MAX_MS = 5_000;

const isReadOnly = (method: string | undefined) => method === undefined || /^(GET|HEAD)$/i.test(method);

/** A response body: JSON when it parses, else the text; null when empty. */
export function parseBody(text: string): unknown {
  if (text === "") return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * What an error answer says, in the page's language (./error-messages.ts), or undefined when it says
 * nothing (a network failure, an empty or non-JSON body): callers then show their own fallback text.
 */
export function serverMessage(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  return localizedErrorMessage({
    message: messageOf(error.body),
    code: codeOf(error.body),
    language: error.language,
  });
}

/** The error answer's machine-readable `code` (contracts' error-codes.ts), or undefined. */
export function errorCode(error: unknown): string | undefined {
  return error instanceof ApiError ? codeOf(error.body) : undefined;
}

function codeOf(body: unknown): string | undefined {
  if (typeof body !== "object" || body === null) return undefined;
  const { code } = body as { code?: unknown };
  return typeof code === "string" ? code : undefined;
}

function messageOf(body: unknown): string | undefined {
  if (typeof body === "object" && body !== null && "message" in body) {
    const { message } = body as { message: unknown };
    if (typeof message === "string" && message !== "") return message;
  }
  return undefined;
}
