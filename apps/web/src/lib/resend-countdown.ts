// When a new e-mailed code may be asked for, as the server said (`resendInSeconds`, docs/product.md "Double
// clicks, reloads and second tabs"): kept per purpose and address in session storage, so the code entry page,
// a reload and the way back all show the same countdown.
import { useEffect, useState } from "react";

const keyOf = (purpose: string, email: string) => `studentperks.resendAt.${purpose}.${email.toLowerCase()}`;

function readAt(key: string): number {
  try {
    return Number(window.sessionStorage.getItem(key)) || 0;
  } catch {
    return 0;
  }
}

/** Notes the server's answer to a code request: no new code for `resendInSeconds`. */
export function noteCodeSent(purpose: string, email: string, resendInSeconds: number): void {
  try {
    window.sessionStorage.setItem(keyOf(purpose, email), String(Date.now() + resendInSeconds * 1000));
  } catch {
    // Without storage the server still answers "already sent" with the seconds left.
  }
  window.dispatchEvent(new Event(CHANGED));
}

const CHANGED = "studentperks:resend-countdown";
const secondsLeft = (key: string) => Math.max(0, Math.ceil((readAt(key) - Date.now()) / 1000));

/** Whole seconds until a new code may be asked for; 0 when it may be now. Ticks each second. */
export function useResendCountdown(purpose: string, email: string): number {
  const key = keyOf(purpose, email);
  const [left, setLeft] = useState(() => secondsLeft(key));
  useEffect(() => {
    const update = () => setLeft(secondsLeft(key));
    update();
    const timer = setInterval(update, 1000);
    window.addEventListener(CHANGED, update);
    return () => {
      clearInterval(timer);
      window.removeEventListener(CHANGED, update);
    };
  }, [key]);
  return left;
}
