// Helpers for account tests: sign up through the real route, keep the session cookie, and call
// routes as that browser.
import type { LightMyRequestResponse } from "fastify";
import type { RegisterInput } from "@studentperks/contracts/auth";
import type { TestApp } from "./build-test-app.ts";

let n = 0;

export const PASSWORD = "Falcon-Dunes-2026";

export function newStudent(overrides: Partial<RegisterInput> = {}): RegisterInput {
  n += 1;
  return {
    email: `student${n}.${Date.now()}@example.ae`,
    password: PASSWORD,
    firstName: "Layla",
    lastName: "Haddad",
    phone: "+971 50 123 4567",
    emailMarketing: true,
    whatsappMarketing: false,
    ...overrides,
  };
}

/** The `name=value` of a cookie the answer sets, ready for a Cookie header; null when not set. */
export function cookieFrom(response: LightMyRequestResponse, name: string): string | null {
  const found = response.cookies.find((c) => c.name === name && c.value !== "");
  return found ? `${found.name}=${found.value}` : null;
}

export const SESSION_COOKIE = "sp_session";

/** A client address of its own for each new person, so per-IP sign-up limits stay out of the way. */
export function newAddress(): string {
  n += 1;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

export async function register(t: TestApp, overrides: Partial<RegisterInput> = {}) {
  const input = newStudent(overrides);
  const response = await t.app.inject({
    method: "POST",
    url: "/api/auth/register",
    payload: input,
    remoteAddress: newAddress(),
  });
  if (response.statusCode !== 201)
    throw new Error(`register answered ${response.statusCode}: ${response.body}`);
  return { input, cookie: cookieFrom(response, SESSION_COOKIE)!, user: response.json().user };
}

export async function login(t: TestApp, email: string, password: string, cookie?: string) {
  return t.app.inject({
    method: "POST",
    url: "/api/auth/login",
    payload: { email, password },
    headers: cookie ? { cookie } : {},
  });
}

export const currentUser = (t: TestApp, cookie: string) =>
  t.app.inject({ method: "GET", url: "/api/auth/user", headers: { cookie } });
