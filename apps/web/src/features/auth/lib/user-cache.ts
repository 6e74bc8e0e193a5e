// The current user cached in local storage (spec 000 §3, §4), so the header knows who is signed in
// before the server answers. Checked by hand rather than with zod: this runs on the home page, whose
// entry bundle stays free of zod.
import { useSyncExternalStore } from "react";
import type { User } from "@studentperks/contracts/auth";
import { readStored, removeStored, storageKeys, writeStored } from "#web/lib/storage.ts";

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The value as a User, or null when it lacks what the app reads from a user. */
export function toUser(value: unknown): User | null {
  if (!isRecord(value)) return null;
  const { id, firstName, lastName, email, role, verification } = value;
  const strings = [id, firstName, lastName, email, role];
  if (!strings.every((field) => typeof field === "string")) return null;
  if (verification != null && !(isRecord(verification) && typeof verification.status === "string")) {
    return null;
  }
  return { ...value, verification: verification ?? null } as User;
}

/** A stored value as a User; null when it is not JSON or not a user. */
export function parseCachedUser(raw: string | null): User | null {
  if (raw === null) return null;
  try {
    return toUser(JSON.parse(raw));
  } catch {
    return null;
  }
}

const listeners = new Set<() => void>();
let snapshot: { raw: string | null; user: User | null } = { raw: null, user: null };

function notify(): void {
  for (const listener of listeners) listener();
}

/** The cached user; a stored value that cannot be parsed is removed (spec 000 §4). */
export function readCachedUser(): User | null {
  const raw = readStored(storageKeys.currentUser);
  if (raw === snapshot.raw) return snapshot.user;
  const user = parseCachedUser(raw);
  if (raw !== null && user === null) removeStored(storageKeys.currentUser);
  snapshot = { raw: user === null ? null : raw, user };
  return user;
}

export function writeCachedUser(user: User): void {
  writeStored(storageKeys.currentUser, JSON.stringify(user));
  notify();
}

export function clearCachedUser(): void {
  removeStored(storageKeys.currentUser);
  // The card kept for offline use is the signed-in student's: it goes with them.
  removeStored(storageKeys.studentCard);
  notify();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab signing in or out changes what this one shows too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === storageKeys.currentUser) listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

export function useCachedUser(): User | null {
  return useSyncExternalStore(subscribe, readCachedUser, () => null);
}
