// Slow clients are cut off: on a real listening server (timeouts live in Node's HTTP server, which
// inject never touches), a client that stalls or trickles its headers or body loses its connection
// within the configured limits. The limits are shortened here; the bound below only detects a hang.
import { once } from "node:events";
import { connect, type Socket } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "./helpers/build-test-app.ts";

const HANG_BOUND_MS = 15_000;
let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await buildTestApp({
    httpLimits: { headersTimeoutMs: 1_000, requestTimeoutMs: 2_000, idleTimeoutMs: 1_000 },
  });
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  port = (t.app.server.address() as { port: number }).port;
});
afterAll(() => t.close());

/** Opens a connection and resolves, once the server closes it, with whatever the server sent. */
async function openConnection(): Promise<{ socket: Socket; closed: Promise<string> }> {
  const socket = connect(port, "127.0.0.1");
  await once(socket, "connect");
  let received = "";
  socket.on("data", (chunk) => (received += chunk));
  const closed = new Promise<string>((resolve, reject) => {
    const hang = setTimeout(() => reject(new Error("the server kept the connection open")), HANG_BOUND_MS);
    socket.on("error", () => undefined);
    socket.on("close", () => {
      clearTimeout(hang);
      resolve(received);
    });
  });
  return { socket, closed };
}

const HEADERS = [
  "POST /api/contact HTTP/1.1",
  "Host: 127.0.0.1",
  "Content-Type: application/json",
  "Content-Length: 100000",
  "",
  "",
].join("\r\n");

describe("slow clients", () => {
  it("closes a connection whose body stops half-way", async () => {
    const { socket, closed } = await openConnection();
    socket.write(HEADERS + '{"name":"Layla","message":"');
    const answer = await closed;
    // Cut by the idle timeout (socket closed) or the request timeout (408): never a handled request.
    expect(answer === "" || answer.startsWith("HTTP/1.1 408")).toBe(true);
  });

  it("closes a connection whose body trickles in, a byte at a time, past the request timeout", async () => {
    const { socket, closed } = await openConnection();
    socket.write(HEADERS + '{"message":"');
    const trickle = setInterval(() => socket.writable && socket.write("a"), 200);
    const answer = await closed.finally(() => clearInterval(trickle));
    expect(answer === "" || answer.startsWith("HTTP/1.1 408")).toBe(true);
  });

  it("closes a connection that never finishes its headers", async () => {
    const { socket, closed } = await openConnection();
    socket.write("GET /api/offers HTTP/1.1\r\nHost: 127.0.0.1\r\n");
    const trickle = setInterval(() => socket.writable && socket.write("X-Slow: a\r\n"), 200);
    const answer = await closed.finally(() => clearInterval(trickle));
    expect(answer === "" || answer.startsWith("HTTP/1.1 408")).toBe(true);
  });

  it("still serves a client that sends its request promptly", async () => {
    const response = await fetch(`http://127.0.0.1:${port}/api/offers`);
    expect(response.status).toBe(200);
  });
});
