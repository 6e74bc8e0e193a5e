import { useNavigate } from "react-router";
import MailCheck from "lucide-react/icons/mail-check";
import { Alert } from "#web/components/ui/alert.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { t } from "#web/lib/i18n/index.ts";
import { paths } from "#web/lib/paths.ts";
import { saveEmailDraft, type EmailDraft } from "../lib/email-draft.ts";

/**
 * A code is out to the student e-mail (sent on another device, or when staff listed the student's
 * domain): the way to the code entry, which then reads this e-mail, not an older one this browser kept.
 */
export function CodeOut({ draft }: { draft: EmailDraft }) {
  const navigate = useNavigate();
  return (
    <Alert role="status" className="flex-col sm:flex-row sm:items-center">
      <div className="flex min-w-0 flex-1 gap-3">
        <MailCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-800" />
        {/* An address is one long word: it may break anywhere rather than overflow a phone. */}
        <p className="min-w-0 wrap-anywhere">{t("verify.codeOut", { email: draft.studentEmail })}</p>
      </div>
      <Button
        variant="outline"
        className="shrink-0"
        onClick={() => {
          saveEmailDraft(draft);
          void navigate(paths.otpVerification);
        }}
      >
        {t("verify.enterCode")}
      </Button>
    </Alert>
  );
}
