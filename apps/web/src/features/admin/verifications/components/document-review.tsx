import { useId, useState } from "react";
import type { PendingDocument } from "@studentperks/contracts/admin/verifications";
import {
  DOCUMENT_REJECTION_CODES,
  type DocumentRejectionCode,
} from "@studentperks/contracts/verification-status";
import { Alert } from "#web/components/ui/alert.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { Checkbox } from "#web/components/ui/checkbox.tsx";
import { Textarea } from "#web/components/ui/textarea.tsx";
import { serverMessage } from "#web/lib/api-client.ts";
import { isSessionEnded } from "#web/lib/session-ended.ts";
import { toast } from "#web/lib/toast.ts";
import { consoleText } from "#web/features/admin/shared/messages.ts";
import { useApproveDocument, useRejectDocument } from "../api/verifications.ts";
import { verificationsText } from "../messages.ts";

type Step = "review" | "confirm" | "reject";
const CHECKS = ["name", "institution", "dates"] as const;

/**
 * Beside the document: what to compare (ticked by staff), Approve after a confirmation naming the
 * student and institution, or Reject with a listed reason. `onDecided` moves the viewer on.
 */
export function DocumentReview({ item, onDecided }: { item: PendingDocument; onDecided: () => void }) {
  const approve = useApproveDocument();
  const reject = useRejectDocument();
  const [step, setStep] = useState<Step>("review");
  const [ticked, setTicked] = useState<Set<string>>(new Set());
  const [reasonCode, setReasonCode] = useState<DocumentRejectionCode | null>(null);
  const [otherText, setOtherText] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const ids = useId();

  async function decide(send: () => Promise<{ message: string }>, title: string) {
    setProblem(null);
    try {
      const answer = await send();
      toast({ title, description: answer.message });
      onDecided();
    } catch (error) {
      if (isSessionEnded(error)) return;
      setProblem(serverMessage(error) ?? verificationsText("review.failed"));
    }
  }

  const label = (check: (typeof CHECKS)[number]) =>
    check === "name"
      ? verificationsText("review.name", { name: item.studentName })
      : check === "institution"
        ? verificationsText("review.institution", { institution: item.institution })
        : verificationsText("review.dates");

  return (
    <div className="flex flex-col gap-4">
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-semibold text-ink-900">
          {verificationsText("review.compare")}
        </legend>
        {CHECKS.map((check) => (
          <div key={check} className="flex items-start gap-2">
            <Checkbox
              id={`${ids}-${check}`}
              checked={ticked.has(check)}
              onCheckedChange={(on) => {
                const next = new Set(ticked);
                if (on === true) next.add(check);
                else next.delete(check);
                setTicked(next);
              }}
            />
            <label htmlFor={`${ids}-${check}`} className="text-sm break-words text-ink-800">
              {label(check)}
            </label>
          </div>
        ))}
      </fieldset>

      {step === "review" ? (
        <div className="flex flex-wrap gap-2">
          <Button
            onClick={() => {
              if (ticked.size < CHECKS.length) return setProblem(verificationsText("review.tickFirst"));
              setProblem(null);
              setStep("confirm");
            }}
          >
            {consoleText("common.approve")}
          </Button>
          <Button variant="outline" onClick={() => (setProblem(null), setStep("reject"))}>
            {consoleText("common.reject")}
          </Button>
        </div>
      ) : null}

      {step === "confirm" ? (
        <div
          role="group"
          aria-labelledby={`${ids}-confirm`}
          className="flex flex-col gap-3 rounded-lg bg-brand-50 p-3"
        >
          <p id={`${ids}-confirm`} className="text-sm font-semibold text-ink-900">
            {verificationsText("review.confirm", { name: item.studentName, institution: item.institution })}
          </p>
          <div className="flex flex-wrap gap-2">
            <Button
              autoFocus
              isPending={approve.isPending}
              onClick={() =>
                decide(() => approve.mutateAsync(item.id), verificationsText("documents.approved"))
              }
            >
              {verificationsText("review.confirmYes")}
            </Button>
            <Button variant="outline" onClick={() => setStep("review")}>
              {consoleText("common.cancel")}
            </Button>
          </div>
        </div>
      ) : null}

      {step === "reject" ? (
        <form
          className="flex flex-col gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            if (!reasonCode || (reasonCode === "other" && !otherText.trim())) {
              return setProblem(verificationsText("review.chooseReason"));
            }
            void decide(
              () =>
                reject.mutateAsync({
                  id: item.id,
                  reasonCode,
                  ...(reasonCode === "other" ? { reason: otherText } : {}),
                }),
              verificationsText("documents.rejected"),
            );
          }}
        >
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-1 text-sm font-semibold text-ink-900">
              {verificationsText("review.rejectReason")}
            </legend>
            {DOCUMENT_REJECTION_CODES.map((code, index) => (
              <label key={code} className="flex items-center gap-2 text-sm text-ink-800">
                <input
                  type="radio"
                  name={`${ids}-reason`}
                  value={code}
                  autoFocus={index === 0}
                  checked={reasonCode === code}
                  onChange={() => setReasonCode(code)}
                  className="size-4 accent-brand-700"
                />
                {verificationsText(`reason.${code}`)}
              </label>
            ))}
          </fieldset>
          {reasonCode === "other" ? (
            <label className="flex flex-col gap-1 text-sm text-ink-800">
              {verificationsText("review.otherText")}
              <Textarea value={otherText} onChange={(event) => setOtherText(event.target.value)} rows={3} />
            </label>
          ) : null}
          <div className="flex flex-wrap gap-2">
            <Button type="submit" variant="dark" isPending={reject.isPending}>
              {consoleText("common.reject")}
            </Button>
            <Button variant="outline" onClick={() => setStep("review")}>
              {consoleText("common.cancel")}
            </Button>
          </div>
        </form>
      ) : null}

      {problem ? (
        <Alert variant="destructive" role="alert">
          {problem}
        </Alert>
      ) : null}
    </div>
  );
}
