import type { ReactNode } from "react";
import {
  CATEGORY_FILTERS,
  DISCOUNT_TYPES,
  OFFER_TYPES,
  REDEMPTION_CHANNELS,
  USAGE_LIMITS,
} from "@studentperks/contracts/catalogue";
import { COVER_HEIGHT, COVER_WIDTH, coverUrlAt } from "@studentperks/contracts/covers";
import { dubaiMidday } from "@studentperks/contracts/dubai-time";
import { formatDate } from "#web/features/admin/shared/format.ts";
import { isKnownField, type KnownField } from "../lib/field-rows.ts";
import { proposalsText } from "../messages.ts";
import { ExternalLink } from "#web/features/admin/shared/components/console-links.tsx";

const notGiven = () => <span className="text-ink-500 italic">{proposalsText("compare.notGiven")}</span>;

const isEmpty = (value: unknown) =>
  value === null || value === undefined || value === "" || (Array.isArray(value) && value.length === 0);

/** A value the screen has no words for: shown as it came (a field the contracts gained later). */
const asText = (value: unknown) => (typeof value === "string" ? value : JSON.stringify(value));

const steps = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.map((step: unknown) =>
        typeof step === "object" && step !== null && "instruction" in step
          ? String((step as { instruction: unknown }).instruction)
          : asText(step),
      )
    : [];

/** `value` when it is one of `values` (else the screen shows it as it came: a newer value). */
const oneOf = <V extends string>(values: readonly V[], value: unknown): V | null =>
  (values as readonly unknown[]).includes(value) ? (value as V) : null;

/** An enum's words, or the value itself when a newer value arrives. */
function enumLabel(name: KnownField, value: unknown): string | null {
  if (name === "offerType") {
    const known = oneOf(OFFER_TYPES, value);
    return known && proposalsText(`offerType.${known}`);
  }
  if (name === "redemptionChannel") {
    const known = oneOf(REDEMPTION_CHANNELS, value);
    return known && proposalsText(`channel.${known}`);
  }
  if (name === "usageLimit") {
    const known = oneOf(USAGE_LIMITS, value);
    return known && proposalsText(`usageLimit.${known}`);
  }
  if (name === "discountType") {
    const known = oneOf(DISCOUNT_TYPES, value);
    return known && proposalsText(`discountType.${known}`);
  }
  if (name === "businessCategory") {
    return CATEGORY_FILTERS.find((category) => category.value === value)?.label ?? null;
  }
  return null;
}

/** One field's value as staff read it; `which` names the column for a cover's alternative text. */
export function FieldValue({
  name,
  value,
  which,
}: {
  name: string;
  value: unknown;
  which: "before" | "after";
}): ReactNode {
  if (name === "coverUrl") {
    if (typeof value !== "string" || value === "") {
      return <span className="text-ink-600 italic">{proposalsText("compare.noCover")}</span>;
    }
    return (
      <img
        src={coverUrlAt(value, 400)}
        alt={proposalsText("compare.coverAlt", {
          which: proposalsText(which === "before" ? "compare.coverBefore" : "compare.coverAfter"),
        })}
        width={COVER_WIDTH}
        height={COVER_HEIGHT}
        loading="lazy"
        className="aspect-[1200/630] h-24 w-auto rounded-lg border border-ink-200 bg-ink-100 object-cover"
      />
    );
  }
  if (name === "startsOn") {
    if (typeof value !== "string" || value === "") return proposalsText("compare.startsOnApproval");
    return proposalsText("compare.startsOn", { date: formatDate(dubaiMidday(value)) });
  }
  if (name === "expiresOn") {
    if (typeof value !== "string" || value === "") return proposalsText("compare.noExpiry");
    return proposalsText("compare.expiresOn", { date: formatDate(dubaiMidday(value)) });
  }
  if (isEmpty(value)) return notGiven();
  const known = isKnownField(name) ? name : null;
  const words = known && enumLabel(known, value);
  if (words) return words;
  switch (known) {
    case "code":
      return (
        <code dir="ltr" className="rounded bg-ink-100 px-1.5 py-0.5 font-mono break-all">
          {asText(value)}
        </code>
      );
    case "websiteUrl":
    case "referralLink":
      return <ExternalLink href={asText(value)} />;
    case "discountRedemptionGuide":
    case "discountRedemptionGuideAr": {
      const isArabic = name.endsWith("Ar");
      return (
        <ol
          className="flex list-decimal flex-col gap-1 ps-5"
          {...(isArabic ? { dir: "rtl", lang: "ar" } : { dir: "auto" })}
        >
          {steps(value).map((step, index) => (
            <li key={index}>{step}</li>
          ))}
        </ol>
      );
    }
    case "titleAr":
    case "descriptionAr":
    case "termsAndConditionsAr":
      return (
        <div dir="rtl" lang="ar">
          {asText(value)}
        </div>
      );
    default:
      return <div dir="auto">{asText(value)}</div>;
  }
}
