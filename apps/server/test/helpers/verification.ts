// Helpers for verification tests: a signed-in student with an address of their own, calls as that
// browser, codes read from the dev outbox, and multipart bodies for document uploads.
import { randomBytes } from "node:crypto";
import type { LightMyRequestResponse } from "fastify";
import type { RegisterInput } from "@studentperks/contracts/auth";
import { seedInstitutionsIfEmpty } from "#server/db/seed/seed-institutions.ts";
import type { TestApp } from "./build-test-app.ts";
import { cookieFrom, login, newAddress, register, SESSION_COOKIE } from "./accounts.ts";

export async function withInstitutions(t: TestApp): Promise<void> {
  await seedInstitutionsIfEmpty(t.database.db);
}

export interface FilePart {
  field?: string;
  filename: string;
  contentType: string;
  bytes: Buffer;
}

/** A multipart/form-data body with text fields and, optionally, one file. */
export function multipart(fields: Record<string, string>, file?: FilePart) {
  const boundary = `----studentperks${randomBytes(8).toString("hex")}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? "document"}"; filename="${file.filename}"\r\nContent-Type: ${file.contentType}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from("\r\n"),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** A signed-in student and calls made from their browser (from an address of its own unless given). */
export async function student(
  t: TestApp,
  overrides: Partial<RegisterInput> = {},
  remoteAddress = newAddress(),
) {
  const account = await register(t, overrides);
  const headers = { cookie: account.cookie };
  const call = (method: "GET" | "POST", url: string, payload?: object): Promise<LightMyRequestResponse> =>
    t.app.inject({ method, url, payload, remoteAddress, headers });
  return {
    ...account,
    remoteAddress,
    submit: (email: string) =>
      call("POST", "/api/students/verify", {
        email,
        personalEmail: account.input.email,
        institution: email.split("@")[1],
        studentId: null,
      }),
    verifyOtp: (email: string, otp: string) =>
      call("POST", "/api/students/verify-otp", { email, personalEmail: account.input.email, otp }),
    status: () => call("GET", "/api/students/verify"),
    redeem: (offerId: number) => call("POST", `/api/offers/${offerId}/redeem`),
    me: () => call("GET", "/api/auth/user"),
    /** Signs in again (after the session ended), keeping the new cookie. */
    signIn: async () => {
      const answer = await login(t, account.input.email, account.input.password);
      headers.cookie = cookieFrom(answer, SESSION_COOKIE)!;
    },
    upload: (fields: Record<string, string>, file?: FilePart) => {
      const body = multipart(fields, file);
      return t.app.inject({
        method: "POST",
        url: "/api/students/verify-document",
        payload: body.payload,
        remoteAddress,
        headers: { ...headers, "content-type": body.contentType },
      });
    },
  };
}

/** The newest verification code mailed to `email`. */
export async function codeMailedTo(t: TestApp, email: string): Promise<string> {
  const mail = (await t.mail()).find((m) => m.to === email && m.subject.includes("verification code"));
  if (!mail) throw new Error(`no code was mailed to ${email}`);
  return /\b(\d{6})\b/.exec(mail.text)![1]!;
}

export const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

let n = 0;
/** A student e-mail nobody has used yet, on the given domain. */
export function studentEmail(domain: string): string {
  n += 1;
  return `s${n}.${Date.now()}@${domain}`;
}
