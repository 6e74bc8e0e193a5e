import TriangleAlert from "lucide-react/icons/triangle-alert";
import { t } from "#web/lib/i18n/index.ts";

/** "Account Not Verified" (spec 000 §2), for signed-in users who are not verified students. */
export function VerificationNotice() {
  return (
    <div className="flex items-start gap-2 rounded-lg border border-yellow-300 bg-yellow-50 px-3 py-2 text-yellow-950">
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-yellow-700" />
      <div className="flex flex-col">
        <p className="text-sm font-semibold">{t("account.notVerified")}</p>
        <p className="text-xs">{t("account.notVerifiedDescription")}</p>
      </div>
    </div>
  );
}

/** The yellow warning badge on the Account button (spec 000 §2). */
export function VerificationBadge() {
  return (
    <span
      aria-hidden="true"
      className="absolute -top-1.5 -end-1.5 inline-flex size-4 items-center justify-center rounded-full border border-yellow-700 bg-yellow-400 text-[10px] leading-none font-bold text-yellow-950"
    >
      !
    </span>
  );
}
