// Loopback: the only addresses that dev-only surfaces (the mail outbox, the demo staff account) trust.
import { isIP } from "node:net";

/** Whether a socket's remote address is this machine (127.0.0.0/8, ::1, or 127.x mapped into IPv6). */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.toLowerCase().replace(/^::ffff:/, "");
  if (isIP(v4) === 4) return v4.startsWith("127.");
  return isIP(address) === 6 && /^(0{0,4}:){7}0{0,3}1$|^::1$/.test(address.toLowerCase());
}

/** Whether listening on this host keeps the server unreachable from other machines. */
export function isLoopbackHost(host: string): boolean {
  return host.toLowerCase() === "localhost" || isLoopbackAddress(host);
}
