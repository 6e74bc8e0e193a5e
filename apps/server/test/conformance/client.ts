// A client that keeps every answer it gets, each with the operation of the API description it belongs
// to, for the conformance test to check. Browsers keep their own cookies; requests go through
// app.inject, and those only a socket can send (oversized headers) over a real connection.
import { connect } from "node:net";
import type { LightMyRequestResponse } from "fastify";
import { newAddress } from "../helpers/accounts.ts";
import type { TestApp } from "../helpers/build-test-app.ts";
import { operationFor, type Answer, type Description } from "./description-check.ts";

export interface Recorded {
  operation: string;
  request: string;
  answer: Answer;
}

export interface Request {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  url: string;
  /** A JSON body. */
  json?: unknown;
  /** A body as it is (with its content-type in `headers`). */
  payload?: string | Buffer;
  headers?: Record<string, string>;
}

export const OUR_ORIGIN = "http://localhost:3000";

/** One browser: its cookies and its address. */
export interface Browser {
  call(request: Request): Promise<LightMyRequestResponse>;
  /** `name=value` of one of its cookies. */
  cookie(name: string): string | undefined;
}

export function createRecorder(t: TestApp, description: Description) {
  const recorded: Recorded[] = [];
  const record = (method: string, url: string, answer: Answer) => {
    const operation = operationFor(description, method, url);
    if (operation) recorded.push({ operation, request: `${method} ${url}`, answer });
  };

  /** A new browser; `cookie` (`name=value`) is a session made outside the API (staff, fixtures). */
  function browser(cookie?: string): Browser {
    const jar = new Map<string, string>();
    if (cookie) jar.set(cookie.slice(0, cookie.indexOf("=")), cookie.slice(cookie.indexOf("=") + 1));
    const remoteAddress = newAddress();
    return {
      cookie: (name) => (jar.has(name) ? `${name}=${jar.get(name)}` : undefined),
      async call(request) {
        const cookies = [...jar].map(([name, value]) => `${name}=${value}`).join("; ");
        const headers: Record<string, string> = {
          origin: OUR_ORIGIN,
          ...(cookies ? { cookie: cookies } : {}),
          ...(request.json === undefined ? {} : { "content-type": "application/json" }),
          ...request.headers,
        };
        const payload = request.json === undefined ? request.payload : JSON.stringify(request.json);
        const response = await t.app.inject({
          method: request.method,
          url: request.url,
          headers,
          remoteAddress,
          ...(payload === undefined ? {} : { payload }),
        });
        for (const cookie of response.cookies) {
          const gone = cookie.value === "" || (cookie.expires && cookie.expires.getTime() <= Date.now());
          if (gone) jar.delete(cookie.name);
          else jar.set(cookie.name, cookie.value);
        }
        const contentType = response.headers["content-type"];
        record(request.method, request.url, {
          status: response.statusCode,
          contentType: typeof contentType === "string" ? contentType : undefined,
          body: response.rawPayload,
        });
        return response;
      },
    };
  }

  /** A request written to a real socket as it is; the answer is read until the server closes. */
  async function overSocket(port: number, method: string, url: string, headerLines: string[]) {
    const socket = connect(port, "127.0.0.1");
    const chunks: Buffer[] = [];
    socket.on("data", (chunk) => chunks.push(chunk));
    await new Promise<void>((resolve, reject) => {
      socket.on("error", reject);
      socket.on("close", () => resolve());
      socket.write([`${method} ${url} HTTP/1.1`, "Host: 127.0.0.1", ...headerLines, "", ""].join("\r\n"));
      socket.end();
    });
    const raw = Buffer.concat(chunks);
    const split = raw.indexOf("\r\n\r\n");
    const head = raw.subarray(0, split === -1 ? raw.length : split).toString("latin1");
    const [statusLine = "", ...lines] = head.split("\r\n");
    const header = (name: string) =>
      lines
        .find((line) => line.toLowerCase().startsWith(`${name}:`))
        ?.slice(name.length + 1)
        .trim();
    const answer: Answer = {
      status: Number(statusLine.split(" ")[1]),
      contentType: header("content-type"),
      body: split === -1 ? Buffer.alloc(0) : raw.subarray(split + 4),
    };
    record(method, url, answer);
    return answer;
  }

  return { recorded, browser, overSocket };
}

export type Recorder = ReturnType<typeof createRecorder>;
