import type { APIResponse } from "@playwright/test";

/**
 * Sends a call again after a 503 with Retry-After, as docs/operating.md "Overload" asks of clients: a server
 * shedding load did nothing with the request. Specs set their data up through the API on a machine that two
 * browsers keep busy; a busy second must not fail a test about something else.
 */
export async function sendUntilNotBusy(send: () => Promise<APIResponse>, tries = 5): Promise<APIResponse> {
  for (let attempt = 1; ; attempt += 1) {
    const response = await send();
    const wait = Number(response.headers()["retry-after"]);
    if (response.status() !== 503 || !Number.isFinite(wait) || attempt === tries) return response;
    await new Promise((resolve) => setTimeout(resolve, wait * 1000));
  }
}
