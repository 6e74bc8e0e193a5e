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

interface LocalRequest {
  socket: { remoteAddress?: string };
  headers: Record<string, string | string[] | undefined>;
}

// A reverse proxy on this machine makes every visitor's socket loopback; these headers betray it.
const FORWARDING_HEADER = /^(forwarded|x-forwarded-.+|x-real-ip)$/i;

/** The host name of a Host header ("[::1]:3000" -> "::1"), lower-cased; null when there is none. */
function hostName(host: string | undefined): string | null {
  if (!host) return null;
  const bracketed = /^\[([^\]]+)\](:\d+)?$/.exec(host);
  if (bracketed) return bracketed[1]!.toLowerCase();
  return host.replace(/:\d+$/, "").toLowerCase() || null;
}

/**
 * Whether a request comes straight from this machine: a loopback socket, no header a proxy adds, and a
 * Host that names this machine or PUBLIC_URL (a page on a rebound DNS name sends its own name).
 */
export function isDirectLocalRequest(request: LocalRequest, publicUrl: string): boolean {
  if (!isLoopbackAddress(request.socket.remoteAddress)) return false;
  if (Object.keys(request.headers).some((name) => FORWARDING_HEADER.test(name))) return false;
  const host = hostName(typeof request.headers.host === "string" ? request.headers.host : undefined);
  return host !== null && (isLoopbackHost(host) || host === new URL(publicUrl).hostname.toLowerCase());
}
