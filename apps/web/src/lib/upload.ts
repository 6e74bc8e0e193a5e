// Sends a multipart form with upload progress, which fetch cannot report. Same rules as apiRequest:
// same origin with cookies, a non-OK answer raises ApiError with the parsed body, and the answer is
// typed by (and in development and tests checked against) its contract schema.
import type * as z from "zod";
import { ApiError, parseBody } from "./api-client.ts";
import { readAnswer, type Contract } from "./api-contract.ts";

export interface UploadOptions<S extends z.ZodType> {
  /** Loads the route's answer schema. */
  response: Contract<S>;
  /** Called with the share sent so far, from 0 to 1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

export async function uploadForm<S extends z.ZodType>(
  path: string,
  form: FormData,
  { response, ...options }: UploadOptions<S>,
): Promise<z.output<S>> {
  const body = await new Promise<unknown>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", path);
    request.withCredentials = true;
    request.setRequestHeader("Accept", "application/json");
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(event.loaded / event.total);
    };
    request.onload = () => {
      const answer = parseBody(request.responseText);
      if (request.status >= 200 && request.status < 300) resolve(answer);
      else reject(new ApiError(request.status, request.statusText, answer));
    };
    request.onerror = () => reject(new TypeError("Network request failed"));
    request.onabort = () => reject(new DOMException("The upload was cancelled.", "AbortError"));
    options.signal?.addEventListener("abort", () => request.abort(), { once: true });
    request.send(form);
  });
  return readAnswer(`POST ${path}`, response, body);
}
