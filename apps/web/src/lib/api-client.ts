// Fetch wrapper (spec 000 §7): same origin, cookies sent, JSON in and out. A non-OK answer raises
// ApiError carrying status, status text and the parsed body; its message is the body's `message`,
// falling back to the status text; in the page's language (./error-messages.ts). A 204 answer counts as {}. What a call reads is typed by its
// contract schema and checked against it in development and tests (./api-contract.ts).
import type * as z from "zod";
import { busyWaitMs, sleep } from "./busy-retry.ts";
import { localizedErrorMessage } from "./error-messages.ts";
import { currentLocale } from "./i18n/locale.ts";
import {
  readAnswer,
  readStatusAnswer,
  type Contract,
  type StatusAnswer,
  type StatusSchemas,
} from "./api-contract.ts";

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

export interface ApiRequestInit extends Omit<RequestInit, "body"> {
  /** Sent as JSON: the input of the route's body schema (callers type it from the contracts). */
  json?: unknown;
}

/** A call whose answer the page reads: `response` loads the route's answer schema. */
export async function apiRequest<S extends z.ZodType>(
  path: string,
  { response, ...init }: ApiRequestInit & { response: Contract<S> },
): Promise<z.output<S>> {
  const { body } = await send(path, init);
  return readAnswer(callName(path, init), response, body);
}

/** A call whose statuses mean different things (e.g. 202): `responses` loads its schemas by status. */
export async function apiResponse<M extends StatusSchemas>(
  path: string,
  { responses, ...init }: ApiRequestInit & { responses: Contract<M> },
): Promise<StatusAnswer<M>> {
  const { status, body } = await send(path, init);
  return readStatusAnswer(callName(path, init), responses, status, body);
}

/** A call whose answer the page does not read (the route answers 204 No Content). */
export async function apiSend(path: string, init: ApiRequestInit = {}): Promise<void> {
  await send(path, init);
}

const callName = (path: string, { method }: ApiRequestInit) => `${method ?? "GET"} ${path}`;

async function send(path: string, init: ApiRequestInit): Promise<{ status: number; body: unknown }> {
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
