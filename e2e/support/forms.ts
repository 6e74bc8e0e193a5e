// Checks a form's refusal as a person meets it: the field is marked, its message read with it.
import { expect, type Locator, type Page } from "@playwright/test";

/**
 * Counts the page's requests of `method` whose path matches, from now on. A form that refuses in the
 * browser sends none: a count of 0 once its message shows proves the server was never asked.
 */
export function countRequests(page: Page, method: string, path: RegExp): () => number {
  let sent = 0;
  page.on("request", (request) => {
    if (request.method() === method && path.test(new URL(request.url()).pathname)) sent += 1;
  });
  return () => sent;
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The field is marked invalid, and its description (what a screen reader says with it) holds `message`. */
export async function expectFieldError(field: Locator, message: string): Promise<void> {
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(field).toHaveAccessibleDescription(new RegExp(escaped(message)));
}
