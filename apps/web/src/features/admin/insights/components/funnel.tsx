import type { Funnel as FunnelData } from "@studentperks/contracts/admin/insights";
import { im } from "../messages.en.ts";
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
      <p className="text-sm text-slate-600">{caption}</p>
      <ol className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {steps.map((step) => (
          <li key={step.label} className="flex flex-col gap-0.5 rounded-xl border border-slate-200 p-3">
            <span className="text-sm font-medium text-slate-600">{step.label}</span>
            <span className="text-xl font-bold text-slate-900 tabular-nums">{formatCount(step.count)}</span>
            {step.rate !== undefined ? (
              <span className="text-xs text-slate-600">{step.rate ?? im("none")}</span>
            ) : null}
          </li>
        ))}
      </ol>
    </div>
  );
}

/** Hours with one decimal, from the server's seconds. */
export const reviewHours = (seconds: number | null) =>
  seconds === null ? im("none") : im("funnel.hours", { hours: (Math.round(seconds / 360) / 10).toFixed(1) });

/** Sign-up → code sent → verified, each as a share of sign-ups; documents and the median review time. */
export function Funnel({ funnel }: { funnel: FunnelData }) {
  const { documents } = funnel;
  const ofSignUps = (part: number) => {
    const rate = rateOf(part, funnel.signedUp);
    return rate === null ? null : im("funnel.ofSignUps", { rate });
  };
  const ofSubmitted = (part: number) => {
    const rate = rateOf(part, documents.submitted);
    return rate === null ? null : im("funnel.ofSubmitted", { rate });
  };
  return (
    <div className="flex flex-col gap-6">
      <Steps
        caption={im("funnel.signUps")}
        steps={[
          { label: im("funnel.signedUp"), count: funnel.signedUp },
          {
            label: im("funnel.codeSent"),
            count: funnel.codeSent,
            rate: ofSignUps(funnel.codeSent),
          },
          {
            label: im("funnel.verified"),
            count: funnel.verified,
            // Not "of code sent": students verified by document never get a code.
            rate: ofSignUps(funnel.verified),
          },
        ]}
      />
      <Steps
        caption={im("funnel.paths")}
        steps={[
          { label: im("funnel.byEmailCode"), count: funnel.verifiedBy.emailCode },
          { label: im("funnel.byListedDomain"), count: funnel.verifiedBy.listedDomain },
          { label: im("funnel.byDocument"), count: funnel.verifiedBy.document },
        ]}
      />
      <Steps
        caption={im("funnel.documents")}
        steps={[
          { label: im("funnel.submitted"), count: documents.submitted },
          { label: im("funnel.approved"), count: documents.approved, rate: ofSubmitted(documents.approved) },
          { label: im("funnel.rejected"), count: documents.rejected, rate: ofSubmitted(documents.rejected) },
          { label: im("funnel.pending"), count: documents.pending, rate: ofSubmitted(documents.pending) },
        ]}
      />
      <dl className="flex flex-col gap-0.5">
        <dt className="text-sm font-medium text-slate-600">{im("funnel.medianReview")}</dt>
        <dd className="text-xl font-bold text-slate-900 tabular-nums">
          {reviewHours(documents.medianReviewSeconds)}
        </dd>
        <dd className="text-xs text-slate-600">{im("funnel.medianHint")}</dd>
      </dl>
    </div>
  );
}
