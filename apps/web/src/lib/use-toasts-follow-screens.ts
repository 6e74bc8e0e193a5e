import { useEffect } from "react";
import { useLocation, useNavigationType } from "react-router";
import { arriveOnScreen } from "./toast.ts";

/** Tells the toasts each page the app arrives on, so a success toast goes with its page (./toast.ts). */
export function useToastsFollowScreens(): void {
  const { key, pathname } = useLocation();
  // A replaced entry is a redirect (staff's /admin, a brand's old name): its page's toasts go along.
  const replaced = useNavigationType() === "REPLACE";
  // Every navigation, not only a new path: a toast waiting for its page takes the first one reached.
  useEffect(() => arriveOnScreen(pathname, { replaced }), [key, pathname, replaced]);
}
