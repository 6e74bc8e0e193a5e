// The server's clock as this device last saw it: a phone whose clock is a minute off still renews its
// QR when the server's time step ends, not when its own does.
let offsetMs = 0;

/** Remembers how far the server's clock is from this device's, from an answer's time. */
export function syncServerClock(serverTime: string): void {
  offsetMs = Date.parse(serverTime) - Date.now();
}

/** Milliseconds from the server's now until `moment` (ISO); negative once past. */
export function msUntil(moment: string): number {
  return Date.parse(moment) - (Date.now() + offsetMs);
}
