// The personal unsubscribe link of a marketing e-mail (issue 38): it names the account and the channel,
// is signed with a key derived from SESSION_SECRET, and never expires, so an old e-mail can always
// stop the next one. It carries no e-mail address or name.
import { createHmac, hkdfSync, timingSafeEqual } from "node:crypto";
import { CONSENT_CHANNELS, type ConsentChannel } from "@studentperks/contracts/consent";

const MAC_BYTES = 16;
const BODY_BYTES = 17; // the account's uuid, then the channel's index

export const unsubscribeKey = (secret: string): Buffer =>
  Buffer.from(hkdfSync("sha256", secret, "", "studentperks unsubscribe v1", 32));

const macOf = (key: Buffer, body: Buffer) =>
  createHmac("sha256", key).update(body).digest().subarray(0, MAC_BYTES);

export function signUnsubscribe(key: Buffer, userId: string, channel: ConsentChannel): string {
  const body = Buffer.concat([
    Buffer.from(userId.replaceAll("-", ""), "hex"),
    Buffer.from([CONSENT_CHANNELS.indexOf(channel)]),
  ]);
  return Buffer.concat([body, macOf(key, body)]).toString("base64url");
}

/** The account and channel a link names, or null for a link we did not sign. */
export function readUnsubscribe(
  key: Buffer,
  token: string,
): { userId: string; channel: ConsentChannel } | null {
  if (!/^[\w-]{1,64}$/.test(token)) return null;
  const bytes = Buffer.from(token, "base64url");
  if (bytes.length !== BODY_BYTES + MAC_BYTES) return null;
  const body = bytes.subarray(0, BODY_BYTES);
  if (!timingSafeEqual(bytes.subarray(BODY_BYTES), macOf(key, body))) return null;
  const channel = CONSENT_CHANNELS[body[16]!];
  if (!channel) return null;
  const hex = body.subarray(0, 16).toString("hex");
  const userId = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  return { userId, channel };
}

/** The headers of a marketing e-mail: where to unsubscribe, and that one POST there does it (RFC 8058). */
export function marketingHeaders(unsubscribeUrl: string): Record<string, string> {
  return {
    "List-Unsubscribe": `<${unsubscribeUrl}>`,
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
  };
}
