import type { Funnel as FunnelData } from "@studentperks/contracts/admin/insights";
import { insightsText } from "../messages.ts";
import { rateOf } from "../lib/period.ts";
import { formatCount } from "./totals.tsx";

interface Step {
  label: string;
  count: number;
  rate?: string | null;
}

function Steps({ caption, steps }: { caption: string; steps: Step[] }) {
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm text-ink-600">{caption}</p>
      <ol className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {steps.map((step) => (
          <li key={step.label} className="flex flex-col gap-0.5 rounded-xl border border-ink-200 p-3">
            <span className="text-sm font-medium text-ink-600">{step.label}</span>
            <span className="text-xl font-bold text-ink-900 tabular-nums">{formatCount(step.count)}</span>
            {step.rate !== undefined ? (
              <span className="text-xs text-ink-600">{step.rate ?? insightsText("none")}</span>
            ) : null}
          </li>
        ))}
      </ol>
    </div>
  );
}

/** Hours with one decimal, from the server's seconds. */
export const reviewHours = (seconds: number | null) =>
  seconds === null
    ? insightsText("none")
    : insightsText("funnel.hours", { hours: (Math.round(seconds / 360) / 10).toFixed(1) });

/** Sign-up → code sent → verified, each as a share of sign-ups; documents and the median review time. */
export function Funnel({ funnel }: { funnel: FunnelData }) {
  const { documents } = funnel;
  const ofSignUps = (part: number) => {
    const rate = rateOf(part, funnel.signedUp);
    return rate === null ? null : insightsText("funnel.ofSignUps", { rate });
  };
  const ofSubmitted = (part: number) => {
    const rate = rateOf(part, documents.submitted);
    return rate === null ? null : insightsText("funnel.ofSubmitted", { rate });
  };
  return (
    <div className="flex flex-col gap-6">
      <Steps
        caption={insightsText("funnel.signUps")}
        steps={[
          { label: insightsText("funnel.signedUp"), count: funnel.signedUp },
          {
            label: insightsText("funnel.codeSent"),
            count: funnel.codeSent,
            rate: ofSignUps(funnel.codeSent),
          },
          {
            label: insightsText("funnel.verified"),
            count: funnel.verified,
            // Not "of code sent": students verified by document never get a code.
            rate: ofSignUps(funnel.verified),
          },
        ]}
      />
      <Steps
        caption={insightsText("funnel.paths")}
        steps={[
          { label: insightsText("funnel.byEmailCode"), count: funnel.verifiedBy.emailCode },
          { label: insightsText("funnel.byListedDomain"), count: funnel.verifiedBy.listedDomain },
          { label: insightsText("funnel.byDocument"), count: funnel.verifiedBy.document },
        ]}
      />
      <Steps
        caption={insightsText("funnel.documents")}
        steps={[
          { label: insightsText("funnel.submitted"), count: documents.submitted },
          {
            label: insightsText("funnel.approved"),
            count: documents.approved,
            rate: ofSubmitted(documents.approved),
          },
          {
            label: insightsText("funnel.rejected"),
            count: documents.rejected,
            rate: ofSubmitted(documents.rejected),
          },
          {
            label: insightsText("funnel.pending"),
            count: documents.pending,
            rate: ofSubmitted(documents.pending),
          },
        ]}
      />
      <dl className="flex flex-col gap-0.5">
        <dt className="text-sm font-medium text-ink-600">{insightsText("funnel.medianReview")}</dt>
        <dd className="text-xl font-bold text-ink-900 tabular-nums">
          {reviewHours(documents.medianReviewSeconds)}
        </dd>
        <dd className="text-xs text-ink-600">{insightsText("funnel.medianHint")}</dd>
      </dl>
    </div>
  );
}
