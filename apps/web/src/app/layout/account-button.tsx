import type { ComponentProps } from "react";
import ChevronDown from "lucide-react/icons/chevron-down";
import CircleUser from "lucide-react/icons/circle-user";
import { Button } from "#web/components/ui/button.tsx";
import { VerificationBadge } from "#web/features/auth/components/verification-notice.tsx";
import { cn } from "#web/lib/cn.ts";
import { t } from "#web/lib/i18n/index.ts";

interface AccountButtonProps extends ComponentProps<"button"> {
  isVerified: boolean;
}

/** The header's Account button, with the yellow warning badge for unverified students (spec 000 §2). */
export function AccountButton({ isVerified, className, ...props }: AccountButtonProps) {
  return (
    <Button variant="outline" size="sm" className={cn("relative", className)} {...props}>
      <CircleUser aria-hidden="true" />
      {t("nav.account")}
      {isVerified ? null : <span className="sr-only">{t("nav.accountNotVerified")}</span>}
      <ChevronDown aria-hidden="true" />
      {isVerified ? null : <VerificationBadge />}
    </Button>
  );
}

/**
 * The Account button as a picture: it holds the button's place in the prerendered header until the
 * app draws the real one (header.tsx). Inert and hidden from assistive technology: not a control.
 */
export function AccountButtonStandIn({ className }: { className: string }) {
  return (
    <span inert aria-hidden="true" className={className}>
      <AccountButton isVerified tabIndex={-1} />
    </span>
  );
}
