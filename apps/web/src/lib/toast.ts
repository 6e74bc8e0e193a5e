// The toast queue behind toast() (spec 000 §9): one toast on screen at a time, a new one replacing
// the old. A dismissed toast stays in the list, closed, for TOAST_REMOVE_DELAY_MS before it is
// dropped, so its exit can finish; the next toast pushes it out anyway.
// A success toast belongs to its screen (issue 32): arriving on another page closes it. A flow that
// shows one and then moves on says so (`forNextScreen`), and the toast belongs where it lands.
import { useSyncExternalStore } from "react";
import { serverMessage } from "./api-client.ts";

export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;

export type ToastVariant = "default" | "destructive";

export interface ToastOptions {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds on screen; the provider's default when left out. */
  duration?: number;
  /** Raised by an action that then moves to another page: the toast belongs to that page. */
  forNextScreen?: boolean;
}

export interface ToastItem extends Omit<ToastOptions, "forNextScreen"> {
  id: string;
  open: boolean;
  /** The page (path) it belongs to; null until the page it is for is reached. */
  screen: string | null;
  /** For a toast meant for the next page: the page it was raised on, which it does not take. */
  leaving?: string;
}

let toasts: readonly ToastItem[] = [];
let nextId = 0;
let currentScreen: string | null = null;
const listeners = new Set<() => void>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

function publish(next: readonly ToastItem[]): void {
  toasts = next;
  for (const listener of listeners) listener();
}

function scheduleRemoval(id: string): void {
  if (removalTimers.has(id)) return;
  const timer = setTimeout(() => {
    removalTimers.delete(id);
    publish(toasts.filter((item) => item.id !== id));
  }, TOAST_REMOVE_DELAY_MS);
  removalTimers.set(id, timer);
}

/** Shows a toast; returns its id. */
export function toast(options: ToastOptions): string {
  nextId += 1;
  const id = String(nextId);
  const { forNextScreen, ...shown } = options;
  // The page being left is read from the address: a page's first effects (a redirect's toast among
  // them) run before the layout has noted the page's arrival.
  const leaving = forNextScreen ? (globalThis.location?.pathname ?? currentScreen ?? undefined) : undefined;
  const item: ToastItem = { ...shown, id, open: true, screen: forNextScreen ? null : currentScreen, leaving };
  const kept = [item, ...toasts].slice(0, TOAST_LIMIT);
  for (const dropped of toasts.filter((item) => !kept.includes(item))) {
    clearTimeout(removalTimers.get(dropped.id));
    removalTimers.delete(dropped.id);
  }
  publish(kept);
  return id;
}

/** A failed call: the server's message when it sent one, else `fallback` (spec 000 §8). */
export function toastFailure(title: string, error: unknown, fallback: string): string {
  return toast({ variant: "destructive", title, description: serverMessage(error) ?? fallback });
}

/** Closes one toast, or every toast when no id is given. */
export function dismissToast(id?: string): void {
  closeWhere((item) => id === undefined || item.id === id);
}

/** Closes the failures on screen: something just worked, so what they said is out of date. */
export function dismissFailures(): void {
  closeWhere((item) => item.variant === "destructive");
}

/**
 * The app has moved to `screen` (a path): toasts waiting for their page take this one, and so do the
 * page's own after a redirect (`replaced`: the page it replaced is gone); success toasts of other
 * pages close. Failures stay until they time out or are dismissed.
 */
export function arriveOnScreen(screen: string, { replaced = false } = {}): void {
  const left = currentScreen;
  currentScreen = screen;
  const takesThisScreen = (item: ToastItem) =>
    (item.screen === null && item.leaving !== screen) || (replaced && item.screen === left);
  if (toasts.some(takesThisScreen)) {
    publish(toasts.map((item) => (takesThisScreen(item) ? { ...item, screen } : item)));
  }
  closeWhere((item) => item.variant !== "destructive" && item.screen !== null && item.screen !== screen);
}

function closeWhere(isClosing: (item: ToastItem) => boolean): void {
  const closing = toasts.filter(isClosing);
  if (closing.length === 0) return;
  for (const item of closing) scheduleRemoval(item.id);
  publish(toasts.map((item) => (closing.includes(item) ? { ...item, open: false } : item)));
}

export function getToasts(): readonly ToastItem[] {
  return toasts;
}

export function subscribeToToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The current toasts, for the component that renders them. */
export function useToasts(): readonly ToastItem[] {
  return useSyncExternalStore(subscribeToToasts, getToasts, getToasts);
}
