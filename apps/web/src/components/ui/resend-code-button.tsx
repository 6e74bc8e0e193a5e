import { useId } from "react";
import { t } from "#web/lib/i18n/index.ts";
import { useResendCountdown } from "#web/lib/resend-countdown.ts";
import { Button } from "./button.tsx";

interface ResendCodeButtonProps {
  /** Which code: "reset", "student-email". */
  purpose: string;
  email: string;
  isPending: boolean;
  onClick: () => void;
  children: string;
}

/** A code's Resend button, off (with the seconds left beneath) until the server allows a new code. */
export function ResendCodeButton({ purpose, email, isPending, onClick, children }: ResendCodeButtonProps) {
  const wait = useResendCountdown(purpose, email);
  const hintId = useId();
  return (
    <div className="flex flex-col gap-1">
      <Button
        variant="outline"
        isPending={isPending}
        disabled={wait > 0}
        aria-describedby={wait > 0 ? hintId : undefined}
        onClick={onClick}
      >
        {children}
      </Button>
      {wait > 0 ? (
        <p id={hintId} className="text-center text-sm text-ink-600">
          {t("code.resendIn", { seconds: wait })}
        </p>
      ) : null}
    </div>
  );
}
