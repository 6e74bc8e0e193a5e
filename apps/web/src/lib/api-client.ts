// Fetch wrapper for the offer, tracking and analytics calls (spec 000 §7): same origin, cookies sent,
// JSON in and out. A non-OK answer raises ApiError carrying status, status text and the parsed body;
// its message is the body's `message`, falling back to the status text. A 204 answer counts as {}.

export class ApiError extends Error {
  readonly status: number;
  readonly statusText: string;
  readonly body: unknown;

  constructor(status: number, statusText: string, body: unknown) {
    super(messageOf(body) ?? statusText);
    this.name = "ApiError";
    this.status = status;
    this.statusText = statusText;
    this.body = body;
  }
}

export interface ApiRequestInit extends Omit<RequestInit, "body"> {
  /** Sent as JSON. */
  json?: unknown;
}

export async function apiRequest<T>(path: string, init: ApiRequestInit = {}): Promise<T> {
  return (await apiResponse<T>(path, init)).body;
}

/** Like apiRequest, with the status of a successful answer too (e.g. 202 means something else). */
export async function apiResponse<T>(
  path: string,
  init: ApiRequestInit = {},
): Promise<{ status: number; body: T }> {
  const { json, headers, ...rest } = init;
  const response = await fetch(path, {
    credentials: "include",
    ...rest,
    headers: {
      Accept: "application/json",
      ...(json === undefined ? {} : { "Content-Type": "application/json" }),
      ...headers,
    },
    body: json === undefined ? undefined : JSON.stringify(json),
  });
  if (response.status === 204) return { status: 204, body: {} as T };
  const body = parseBody(await response.text());
  if (!response.ok) throw new ApiError(response.status, response.statusText, body);
  return { status: response.status, body: body as T };
}

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
 * The message the server put in an error answer, or undefined when there is none (a network
 * failure, an empty or non-JSON body): callers then show their own fallback text.
 */
export function serverMessage(error: unknown): string | undefined {
  return error instanceof ApiError ? messageOf(error.body) : undefined;
}

function messageOf(body: unknown): string | undefined {
  if (typeof body === "object" && body !== null && "message" in body) {
    const { message } = body as { message: unknown };
    if (typeof message === "string" && message !== "") return message;
  }
  return undefined;
}
