import { Link } from "react-router";
import IdCard from "lucide-react/icons/id-card";
import ShieldCheck from "lucide-react/icons/shield-check";
import { Badge } from "#web/components/ui/badge.tsx";
import { buttonClassName } from "#web/components/ui/button.tsx";
import { Card, CardHeader } from "#web/components/ui/card.tsx";
import { t } from "#web/lib/i18n/index.ts";
import { paths } from "#web/lib/paths.ts";
import { rejectionWords, verificationCardState, type VerificationFacts } from "../lib/verification-state.ts";

/** Student Verification: status badge, its message, and the way to (re)submit (spec 001 §2). */
export function VerificationCard({ facts }: { facts: VerificationFacts }) {
  const state = verificationCardState(facts);
  const rejection = facts.stage === "rejected" ? rejectionWords(facts) : null;
  return (
    <Card aria-labelledby="verification-title">
      <CardHeader
        titleId="verification-title"
        icon={<ShieldCheck />}
        title={t("dashboard.verification.title")}
        action={
          <Badge variant={state.tone} className="shrink-0 text-sm">
            <span className="sr-only">{t("dashboard.verification.status")}: </span>
            {t(state.badge)}
          </Badge>
        }
      />
      <div className="flex flex-col gap-4">
        <p className="text-ink-700">{t(state.message)}</p>
        {rejection ? (
          <div className="rounded-lg border border-red-200 bg-red-50 px-4 py-3">
            <p className="text-xs font-medium text-red-800">{t("dashboard.verification.rejectionReason")}</p>
            <p className="break-words text-ink-900">{rejection}</p>
          </div>
        ) : null}
        {state.submittedEmail ? (
          <div className="rounded-lg border border-ink-200 bg-ink-50 px-4 py-3">
            <p className="text-xs font-medium text-ink-600">{t("dashboard.verification.submittedEmail")}</p>
            <p className="font-medium break-all text-ink-900">
              <span dir="ltr">{state.submittedEmail}</span>
            </p>
          </div>
        ) : null}
        {facts.stage === "verified" ? (
          <Link to={paths.card} className={buttonClassName({ className: "self-start" })}>
            <IdCard aria-hidden="true" />
            {t("dashboard.verification.showCard")}
          </Link>
        ) : null}
        {state.action ? (
          <Link to={paths.studentVerification} className={buttonClassName({ className: "self-start" })}>
            {t(state.action)}
          </Link>
        ) : null}
      </div>
    </Card>
  );
}
