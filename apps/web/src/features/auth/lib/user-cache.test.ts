import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { storageKeys } from "#web/lib/storage.ts";
import { clearCachedUser, parseCachedUser, readCachedUser, toUser, writeCachedUser } from "./user-cache.ts";

const user = {
  id: "u1",
  firstName: "Aisha",
  lastName: "Khan",
  email: "aisha@example.com",
  phone: "+971 50 123 4567",
  role: "student" as const,
  locale: "en" as const,
  emailMarketing: true,
  whatsappMarketing: false,
  verification: {
    status: "pending" as const,
    stage: "not_started" as const,
    studentEmail: null,
    verifiedAt: null,
    expiresAt: null,
  },
};

function fakeStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

let storage: ReturnType<typeof fakeStorage>;
beforeEach(() => {
  storage = fakeStorage();
  vi.stubGlobal("window", { localStorage: storage });
});
afterEach(() => vi.unstubAllGlobals());

describe("parseCachedUser", () => {
  it("reads a stored user", () => {
    expect(parseCachedUser(JSON.stringify(user))).toEqual(user);
  });

  it("treats a user without a verification record as not verified yet", () => {
    const { verification: _, ...withoutVerification } = user;
    expect(toUser(withoutVerification)?.verification).toBeNull();
  });

  it("rejects what is not JSON or not a user", () => {
    expect(parseCachedUser("{not json")).toBeNull();
    expect(parseCachedUser("null")).toBeNull();
    expect(parseCachedUser('"aisha"')).toBeNull();
    expect(parseCachedUser(JSON.stringify({ ...user, email: 42 }))).toBeNull();
    expect(parseCachedUser(JSON.stringify({ ...user, verification: "active" }))).toBeNull();
  });
});

describe("the cached user", () => {
  it("is written, read back and cleared under the product's key", () => {
    writeCachedUser(user);
    expect(storage.items.has(storageKeys.currentUser)).toBe(true);
    expect(readCachedUser()).toEqual(user);
    clearCachedUser();
    expect(readCachedUser()).toBeNull();
  });

  it("is removed from storage when it cannot be parsed", () => {
    storage.setItem(storageKeys.currentUser, "{broken");
    expect(readCachedUser()).toBeNull();
    expect(storage.items.has(storageKeys.currentUser)).toBe(false);
  });
});
