// A new language draws every screen afresh and logging out reloads the page: either would leave focus
// on <body>. The control that starts one asks for a place; that place, drawn again, takes focus.
import { useEffect, type RefObject } from "react";

const KEY = "sp_focus_after_redraw";

/** Where focus goes: the language switch, or (after logging out) the way back in. */
export type FocusPlace = "language-switch" | "log-in";

/** Asks for focus on `place` once the page is drawn again (kept for the session: a reload reads it). */
export function focusAfterRedraw(place: FocusPlace): void {
  try {
    sessionStorage.setItem(KEY, place);
  } catch {
    // Without storage, focus stays where the browser leaves it.
  }
}

function readRequest(): string | null {
  try {
    return sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}

function dropRequest(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing was stored.
  }
}

/** The control in `ref` takes focus as it is drawn, when it is on screen at this width and one of `places` was asked for. */
export function useTakesFocusAfterRedraw(
  ref: RefObject<HTMLElement | null>,
  places: readonly FocusPlace[],
): void {
  useEffect(() => {
    const element = ref.current;
    const place = readRequest();
    if (!element || !place || !(places as readonly string[]).includes(place)) return;
    if (element.getClientRects().length === 0) return;
    dropRequest();
    element.focus();
    // Only as the control is first drawn.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

/**
 * Drops a request no control took (its control is hidden at this width), so it cannot steal focus
 * later. For a parent of the controls: its effect runs after theirs.
 */
export function useDropsUntakenFocusRequest(): void {
  useEffect(dropRequest, []);
}
