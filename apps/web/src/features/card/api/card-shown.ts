import { api } from "#web/lib/api-client.ts";

/** POST /api/card/shown: the card was opened from an in-store offer. Only counted; a failure is logged. */
export async function recordCardShown(offerId: number): Promise<void> {
  try {
    await api("POST /api/card/shown", { body: { offerId } });
  } catch (error) {
    console.warn("Could not count the card shown from offer", offerId, error);
  }
}
