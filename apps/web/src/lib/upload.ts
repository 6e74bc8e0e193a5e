// Sends a multipart form with upload progress, which fetch cannot report. Same rules as api(): the
// route named by its key in the contracts' route table, same origin with cookies, a non-OK answer
// raises ApiError with the parsed body, the answer is typed by (and in development and tests checked
// against) the route's declaration, and a busy server's 503 is waited out and the form sent again.
import type { AnswerOf, BodyOf, ParamsOf, RouteKey } from "@studentperks/contracts/routes";
import { ApiError, parseBody, pathOf } from "./api-client.ts";
import { readDeclaredAnswer } from "./api-contract.ts";
import { busyWaitMs, sleep } from "./busy-retry.ts";
import { currentLocale } from "./i18n/locale.ts";

export interface UploadOptions<K extends RouteKey> {
  /** The path's parameters, when the route has any. */
  params?: ParamsOf<K>;
  /** Called with the share sent so far, from 0 to 1 (from 0 again when the form is sent again). */
  onProgress?: (fraction: number) => void;
  /** Called when the server had no room for the upload and it will be sent again after `waitMs`. */
  onBusy?: (waitMs: number) => void;
  signal?: AbortSignal;
}

// A picture the server had no room for (503 IMAGE_QUEUE_BUSY, with Retry-After) was not taken. Under
// a burst of uploads the image queue can be tens of seconds long, so the waits allowed are longer
// than an API call's, and a few more; then the server's message is shown.
const BUSY_RETRIES = 5;
const BUSY_WAIT_MAX_MS = 30_000;

interface Answer {
  status: number;
  statusText: string;
  retryAfter: string | null;
  language: string | null;
  body: unknown;
}

/** The POST and PUT routes that declare no JSON body: the ones that read a multipart form. */
type FormRouteKey = {
  [K in RouteKey]: K extends `${"POST" | "PUT"} ${string}`
    ? BodyOf<K> extends undefined
      ? K
      : never
    : never;
}[RouteKey];

/** E.g. uploadForm("POST /api/upload/logo", form, { onProgress }). */
export async function uploadForm<K extends FormRouteKey>(
  key: K,
  form: FormData,
  { params, ...options }: UploadOptions<K>,
): Promise<AnswerOf<K>> {
  const [method, route] = key.split(" ") as ["POST" | "PUT", string];
  const path = pathOf(route, params);
  const send = () => sendForm(method, path, form, options);
  let answer = await send();
  for (let retry = 1; retry <= BUSY_RETRIES; retry += 1) {
    const { body } = answer;
    const wait = await busyWaitMs(
      { ...answer, body: () => body },
      { readOnly: false, maxWaitMs: BUSY_WAIT_MAX_MS },
    );
    if (wait === null) break;
    options.onBusy?.(wait);
    await sleep(wait, options.signal);
    answer = await send();
  }
  if (answer.status < 200 || answer.status >= 300) {
    throw new ApiError(answer.status, answer.statusText, answer.body, answer.language);
  }
  return readDeclaredAnswer(key, `${method} ${path}`, answer.status, answer.body);
}

function sendForm(
  method: "POST" | "PUT",
  path: string,
  form: FormData,
  options: Pick<UploadOptions<RouteKey>, "onProgress" | "signal">,
): Promise<Answer> {
  return new Promise<Answer>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(method, path);
    request.withCredentials = true;
    request.setRequestHeader("Accept", "application/json");
    // The server words its refusals in the page's language, as for every other call.
    request.setRequestHeader("Accept-Language", currentLocale());
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(event.loaded / event.total);
    };
    request.onload = () =>
      resolve({
        status: request.status,
        statusText: request.statusText,
        retryAfter: request.getResponseHeader("Retry-After"),
        language: request.getResponseHeader("Content-Language"),
        body: parseBody(request.responseText),
      });
    request.onerror = () => reject(new TypeError("Network request failed"));
    request.onabort = () => reject(new DOMException("The upload was cancelled.", "AbortError"));
    options.signal?.addEventListener("abort", () => request.abort(), { once: true });
    request.send(form);
  });
}
