// Unexpected console.error / console.warn fail the test that caused them (opt out: allowConsole()).
import { format } from "node:util";
import { afterEach, beforeEach, vi } from "vitest";
import { consumeAllowance } from "./helpers/console.ts";

let messages: string[] = [];

beforeEach(() => {
  messages = [];
  for (const method of ["error", "warn"] as const) {
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      messages.push(`console.${method}: ${format(...args)}`);
    });
  }
});

afterEach(() => {
  vi.restoreAllMocks();
  const allowed = consumeAllowance();
  if (messages.length > 0 && !allowed) {
    throw new Error(`Unexpected console output:\n${messages.join("\n")}`);
  }
});
