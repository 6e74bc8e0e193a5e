import { useId, type ReactNode } from "react";
import { dubaiMidday } from "@studentperks/contracts/dubai-time";
import type { PartnershipDetail, PartnershipEnglishField } from "@studentperks/contracts/admin/partnerships";
import { Card } from "#web/components/ui/card.tsx";
import { t } from "#web/lib/i18n/index.ts";
import { formatDate } from "#web/features/admin/shared/format.ts";
import { EnglishWarnings } from "#web/features/admin/shared/components/english-warnings.tsx";
import { offerSummary } from "../lib/offer-summary.ts";
import { partnershipsText } from "../messages.ts";
import { consoleLinkClassName, ExternalLink } from "#web/features/admin/shared/components/console-links.tsx";

function Section({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Card className="flex flex-col gap-4" aria-labelledby={headingId}>
      <h2 id={headingId} className="text-lg font-semibold text-ink-900">
        {title}
      </h2>
      <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-[12rem_1fr]">{children}</dl>
    </Card>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-sm font-semibold text-ink-600">{label}</dt>
      <dd className="-mt-3 text-sm break-words whitespace-pre-line text-ink-900 sm:mt-0">
        {children ?? <span className="text-ink-500">{partnershipsText("detail.notGiven")}</span>}
      </dd>
    </>
  );
}

/** A text meant to be English that may be in either language: the browser sets its direction. */
function either(text: string | null): ReactNode {
  return text ? <div dir="auto">{text}</div> : null;
}

/** Arabic the merchant wrote, set right to left; null (so "Not given") when there is none. */
function arabic(text: string | null): ReactNode {
  return text ? (
    <div dir="rtl" lang="ar">
      {text}
    </div>
  ) : null;
}

const WARNING_LABEL = {
  businessDescription: "detail.businessDescription",
  redemptionGuide: "detail.guide",
  termsAndConditions: "detail.terms",
} as const satisfies Record<PartnershipEnglishField, string>;

/** Everything the merchant sent, grouped as staff read it: business, offer, contact. */
export function RequestFields({ request }: { request: PartnershipDetail }) {
  const warnings = request.languageWarnings.map(({ field, problem }) => ({
    label: partnershipsText(WARNING_LABEL[field]),
    problem,
  }));
  return (
    <div className="flex flex-col gap-6">
      <EnglishWarnings warnings={warnings} intro={partnershipsText("detail.englishWarnings")} />
      <Section title={partnershipsText("detail.business")}>
        <Field label={partnershipsText("detail.category")}>
          {t(`partnership.category.${request.brandCategory}`)}
        </Field>
        <Field label={partnershipsText("detail.businessDescription")}>
          {either(request.businessDescription)}
        </Field>
        <Field label={partnershipsText("detail.website")}>
          {request.websiteUrl ? <ExternalLink href={request.websiteUrl} /> : null}
        </Field>
      </Section>

      <Section title={partnershipsText("detail.offer")}>
        <Field label={partnershipsText("detail.offerType")}>{offerSummary(request)}</Field>
        <Field label={partnershipsText("detail.channel")}>
          {partnershipsText(`channel.${request.redemptionChannel}`)}
        </Field>
        {request.offerType === "discount" ? (
          <Field label={partnershipsText("detail.discountCode")}>
            <code dir="ltr" className="rounded bg-ink-100 px-1.5 py-0.5 font-mono">
              {request.discountCode}
            </code>
          </Field>
        ) : (
          <Field label={partnershipsText("detail.referralLink")}>
            {request.referralLink ? <ExternalLink href={request.referralLink} /> : null}
          </Field>
        )}
        <Field label={partnershipsText("detail.expires")}>
          {request.expiresOn
            ? partnershipsText("detail.expiresOn", { date: formatDate(dubaiMidday(request.expiresOn)) })
            : partnershipsText("detail.noExpiry")}
        </Field>
        <Field label={partnershipsText("detail.guide")}>
          <ol className="flex list-decimal flex-col gap-1 ps-5 whitespace-normal">
            {request.redemptionGuide.map((step) => (
              <li key={step.step} dir="auto">
                {step.instruction}
              </li>
            ))}
          </ol>
        </Field>
        <Field label={partnershipsText("detail.generalInfo")}>{either(request.generalInfo)}</Field>
        <Field label={partnershipsText("detail.terms")}>{either(request.termsAndConditions)}</Field>
        <Field label={partnershipsText("detail.titleAr")}>{arabic(request.titleAr)}</Field>
        <Field label={partnershipsText("detail.descriptionAr")}>{arabic(request.descriptionAr)}</Field>
        <Field label={partnershipsText("detail.termsAr")}>{arabic(request.termsAndConditionsAr)}</Field>
      </Section>

      <Section title={partnershipsText("detail.contact")}>
        <Field label={partnershipsText("detail.contactName")}>{request.contactName}</Field>
        <Field label={partnershipsText("detail.contactEmail")}>
          <a
            href={`mailto:${request.contactEmail}`}
            dir="ltr"
            className={`break-all ${consoleLinkClassName}`}
          >
            {request.contactEmail}
          </a>
        </Field>
        <Field label={partnershipsText("detail.contactPhone")}>
          {request.contactPhone ? (
            <a
              href={`tel:${request.contactPhone.replace(/[^\d+]/g, "")}`}
              dir="ltr"
              className={`break-all ${consoleLinkClassName}`}
            >
              {request.contactPhone}
            </a>
          ) : null}
        </Field>
      </Section>
    </div>
  );
}
