import { useId, useState, type FormEvent } from "react";
import Flag from "lucide-react/icons/flag";
import {
  CODE_REPORT_DETAILS_MAX,
  CODE_REPORT_REASONS,
  type CodeReportReason,
} from "@studentperks/contracts/redemption";
import { Button } from "#web/components/ui/button.tsx";
import { Textarea } from "#web/components/ui/textarea.tsx";
import { serverMessage } from "#web/lib/api-client.ts";
import { t } from "#web/lib/i18n/index.ts";
import { useReportCode } from "#web/features/offers/api/report-code.ts";

interface ReportProblemProps {
  redemptionId: number;
  userId: string | null;
  /** Told what the report got the student (the server's words), so it outlives this form. */
  onReported: (message: string) => void;
}

/**
 * "Report a problem" beside a code (issue 36): why it did not work, and then a replacement from the
 * pool where the offer gives one, or a plain answer why not.
 */
export function ReportProblem({ redemptionId, userId, onReported }: ReportProblemProps) {
  const [isOpen, setIsOpen] = useState(false);
  const [reason, setReason] = useState<CodeReportReason | null>(null);
  const [details, setDetails] = useState("");
  const report = useReportCode(userId);
  const detailsId = useId();

  if (!isOpen) {
    return (
      <Button variant="ghost" size="sm" onClick={() => setIsOpen(true)}>
        <Flag aria-hidden="true" />
        {t("offerModal.report")}
      </Button>
    );
  }

  const send = (event: FormEvent) => {
    event.preventDefault();
    if (!reason) return;
    report.mutate(
      { redemptionId, reason, details: reason === "other" ? details : null },
      { onSuccess: (answer) => onReported(answer.message) },
    );
  };

  return (
    <form onSubmit={send} className="flex w-full flex-col gap-3 text-start" data-testid="report-form">
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-semibold text-ink-900">{t("offerModal.reportLegend")}</legend>
        {CODE_REPORT_REASONS.map((option) => (
          <label
            key={option}
            className="flex cursor-pointer items-center gap-3 rounded-lg border border-ink-300 bg-white px-3 py-2 text-sm text-ink-900 has-checked:border-brand-700 has-checked:bg-brand-50"
          >
            <input
              type="radio"
              name={`report-reason-${redemptionId}`}
              value={option}
              checked={reason === option}
              onChange={() => setReason(option)}
              className="size-4 accent-brand-700"
            />
            {t(`offerModal.reportReason.${option}`)}
          </label>
        ))}
      </fieldset>
      {reason === "other" ? (
        <div className="flex flex-col gap-1">
          <label htmlFor={detailsId} className="text-sm font-medium text-ink-800">
            {t("offerModal.reportDetails")}
          </label>
          <Textarea
            id={detailsId}
            value={details}
            maxLength={CODE_REPORT_DETAILS_MAX}
            onChange={(event) => setDetails(event.target.value)}
          />
        </div>
      ) : null}
      {report.isError ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {serverMessage(report.error) ?? t("offerModal.reportFailed")}
        </p>
      ) : null}
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="ghost" size="sm" onClick={() => setIsOpen(false)}>
          {t("offerModal.cancelReport")}
        </Button>
        <Button type="submit" size="sm" disabled={!reason} isPending={report.isPending}>
          {report.isPending ? t("offerModal.sendingReport") : t("offerModal.sendReport")}
        </Button>
      </div>
    </form>
  );
}
