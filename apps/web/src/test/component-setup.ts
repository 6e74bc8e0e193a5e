// Component tests: the DOM is emptied after each test, and the API is answered by MSW handlers that
// each test sets (an unhandled call fails the test: it means a handler, and so a contract, is missing).
import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { afterAll, afterEach, beforeAll } from "vitest";
import { apiServer } from "./api-server.ts";

// Browsers report an error a form's handler threw with reportError (components/ui/form.tsx); happy-dom
// has none. Thrown again outside, it fails the test as an unhandled error, as it should.
globalThis.reportError ??= (error: unknown) =>
  queueMicrotask(() => {
    throw error;
  });

beforeAll(() => apiServer.listen({ onUnhandledRequest: "error" }));
afterEach(() => {
  cleanup();
  apiServer.resetHandlers();
});
afterAll(() => apiServer.close());
