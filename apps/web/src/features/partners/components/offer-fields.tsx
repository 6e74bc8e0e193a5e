import type { ComponentProps, ReactNode } from "react";
import { useFieldArray, type FieldPath } from "react-hook-form";
import Plus from "lucide-react/icons/plus";
import Trash from "lucide-react/icons/trash-2";
import {
  BUSINESS_CATEGORIES,
  DISCOUNT_TYPES,
  REDEMPTION_CHANNELS,
  USAGE_LIMITS,
} from "@studentperks/contracts/catalogue";
import { GUIDE_STEPS_MAX } from "@studentperks/contracts/merchants";
import { Button } from "#web/components/ui/button.tsx";
import { FormField } from "#web/components/ui/form.tsx";
import { Input } from "#web/components/ui/input.tsx";
import { Select } from "#web/components/ui/select.tsx";
import { Textarea } from "#web/components/ui/textarea.tsx";
import { t, type MessageKey } from "#web/lib/i18n/index.ts";
import type { OfferFormMethods, OfferFormValues } from "../lib/offer-form.ts";
import { CoverField } from "./cover-field.tsx";

type Name = FieldPath<OfferFormValues>;
// The Arabic texts are typed right to left, and marked as Arabic for spelling and screen readers.
const arabic = { dir: "rtl", lang: "ar" } as const;
// The main texts may be written in either language.
const either = { dir: "auto" } as const;

function Section({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  return (
    <fieldset className="flex min-w-0 flex-col gap-5 rounded-card border border-ink-200 bg-white p-4 sm:p-6">
      <legend className="px-1 text-base font-semibold text-ink-900">{title}</legend>
      {hint ? <p className="-mt-2 text-sm text-ink-600">{hint}</p> : null}
      {children}
    </fieldset>
  );
}

interface TextProps {
  form: OfferFormMethods;
  name: Name;
  label: string;
  hint?: string;
  multiline?: boolean;
  className?: string;
  input?: ComponentProps<"input"> & ComponentProps<"textarea">;
}

function TextField({ form, name, label, hint, multiline = false, className, input }: TextProps) {
  return (
    <FormField
      control={form.control}
      name={name}
      label={label}
      hint={hint}
      className={className}
      render={(field, aria) =>
        multiline ? (
          <Textarea {...field} {...aria} {...input} rows={4} value={String(field.value ?? "")} />
        ) : (
          <Input {...field} {...aria} {...input} value={String(field.value ?? "")} />
        )
      }
    />
  );
}

interface SelectProps {
  form: OfferFormMethods;
  name: Name;
  label: string;
  options: readonly { value: string; label: string }[];
  placeholder?: string;
  hint?: string;
}

function SelectField({ form, name, label, options, placeholder, hint }: SelectProps) {
  return (
    <FormField
      control={form.control}
      name={name}
      label={label}
      hint={hint}
      render={(field, aria) => (
        <Select {...field} {...aria} value={typeof field.value === "string" ? field.value : ""}>
          {placeholder ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
      )}
    />
  );
}

const discountTypeKeys: Record<(typeof DISCOUNT_TYPES)[number], MessageKey> = {
  percentage: "partnership.discountType.percentage",
  fixed: "partnership.discountType.fixed",
  free_shipping: "partnership.discountType.free_shipping",
  other: "partners.field.discountTypeOther",
};

const usageKeys: Record<(typeof USAGE_LIMITS)[number], MessageKey> = {
  once: "partners.usage.once",
  per_day: "partners.usage.per_day",
  per_7_days: "partners.usage.per_7_days",
  per_30_days: "partners.usage.per_30_days",
  unlimited: "partners.usage.unlimited",
};

const channelKeys: Record<(typeof REDEMPTION_CHANNELS)[number], MessageKey> = {
  online: "partnership.channel.online",
  in_store: "partnership.channel.in_store",
  both: "partners.offers.channelBoth",
};

/** Every field of a proposal, grouped as the partnership form groups them; the type's fields follow it. */
export function OfferFields({ form }: { form: OfferFormMethods }) {
  const offerType = form.watch("offerType");
  const discountType = form.watch("discountType");
  const hasValue = discountType === "percentage" || discountType === "fixed" || discountType === "other";
  return (
    <>
      <Section title={t("partners.section.offer")} hint={t("partners.section.offerHint")}>
        <TextField form={form} name="title" label={t("partners.field.title")} input={either} />
        <TextField
          form={form}
          name="description"
          label={t("partners.field.description")}
          multiline
          input={either}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <SelectField
            form={form}
            name="businessCategory"
            label={t("partnership.brandCategory")}
            placeholder={t("partnership.categoryPlaceholder")}
            options={BUSINESS_CATEGORIES.map((value) => ({ value, label: t(`category.${value}`) }))}
          />
          <SelectField
            form={form}
            name="redemptionChannel"
            label={t("partnership.channel")}
            hint={t("partnership.channelHint")}
            options={REDEMPTION_CHANNELS.map((value) => ({ value, label: t(channelKeys[value]) }))}
          />
          <TextField
            form={form}
            name="websiteUrl"
            label={t("partnership.websiteLink")}
            input={{
              type: "url",
              inputMode: "url",
              dir: "ltr",
              placeholder: t("partnership.urlPlaceholder"),
            }}
          />
          <TextField
            form={form}
            name="startsOn"
            label={t("partners.field.startsOn")}
            hint={t("partners.field.startsOnHint")}
            input={{ type: "date" }}
          />
          <TextField
            form={form}
            name="expiresOn"
            label={t("partners.field.expiresOn")}
            hint={t("partners.field.expiresOnHint")}
            input={{ type: "date" }}
          />
        </div>
        <CoverField form={form} />
      </Section>
      <Section title={t("partners.section.discount")}>
        <SelectField
          form={form}
          name="offerType"
          label={t("partnership.offerType")}
          options={[
            { value: "discount", label: t("partnership.offerType.discount") },
            { value: "referral", label: t("partnership.offerType.referral") },
          ]}
        />
        {offerType === "referral" ? (
          <TextField
            form={form}
            name="referralLink"
            label={t("partnership.referralLink")}
            input={{
              type: "url",
              inputMode: "url",
              dir: "ltr",
              placeholder: t("partnership.urlPlaceholder"),
            }}
          />
        ) : (
          <div className="grid gap-5 sm:grid-cols-2">
            <SelectField
              form={form}
              name="discountType"
              label={t("partnership.discountType")}
              placeholder={t("partners.field.discountTypePlaceholder")}
              options={DISCOUNT_TYPES.map((value) => ({ value, label: t(discountTypeKeys[value]) }))}
            />
            {hasValue ? (
              <TextField
                form={form}
                name="discountValue"
                label={t("partnership.discountValue")}
                input={{ inputMode: "decimal", dir: "ltr" }}
              />
            ) : null}
            <TextField
              form={form}
              name="code"
              label={t("partners.field.code")}
              hint={t("partners.field.codeHint")}
              input={{ dir: "ltr", autoComplete: "off", spellCheck: false }}
            />
            <SelectField
              form={form}
              name="usageLimit"
              label={t("partners.field.usageLimit")}
              options={USAGE_LIMITS.map((value) => ({ value, label: t(usageKeys[value]) }))}
            />
          </div>
        )}
      </Section>
      <Section title={t("partnership.guide")} hint={t("partnership.guideHint")}>
        <GuideSteps form={form} name="discountRedemptionGuide" />
        <TextField
          form={form}
          name="generalInfo"
          label={t("partnership.generalInfo")}
          hint={t("partnership.generalInfoHint")}
          multiline
          input={either}
        />
        <TextField
          form={form}
          name="termsAndConditions"
          label={t("partnership.terms")}
          multiline
          input={either}
        />
      </Section>
      <Section title={t("partnership.arabicSection")} hint={t("partnership.arabicHint")}>
        <TextField form={form} name="titleAr" label={t("partnership.titleAr")} input={arabic} />
        <TextField
          form={form}
          name="descriptionAr"
          label={t("partnership.descriptionAr")}
          multiline
          input={arabic}
        />
        <fieldset className="flex flex-col gap-3">
          <legend className="mb-2 text-sm font-medium text-ink-900">{t("partners.field.guideAr")}</legend>
          <GuideSteps form={form} name="discountRedemptionGuideAr" />
        </fieldset>
        <TextField
          form={form}
          name="termsAndConditionsAr"
          label={t("partnership.termsAr")}
          multiline
          input={arabic}
        />
      </Section>
    </>
  );
}

function GuideSteps({
  form,
  name,
}: {
  form: OfferFormMethods;
  name: "discountRedemptionGuide" | "discountRedemptionGuideAr";
}) {
  const steps = useFieldArray({ control: form.control, name });
  const isArabic = name === "discountRedemptionGuideAr";
  const error = form.formState.errors[name];
  const message = error?.root?.message ?? error?.message;
  return (
    <div className="flex flex-col gap-3">
      {steps.fields.length === 0 ? (
        <p className="text-sm text-ink-600">{t("partners.field.noSteps")}</p>
      ) : null}
      <ol className="flex flex-col gap-3">
        {steps.fields.map((step, index) => (
          <li key={step.id} className="flex items-start gap-2">
            <TextField
              form={form}
              name={`${name}.${index}.instruction`}
              label={t("partnership.stepInstruction", { step: index + 1 })}
              className="min-w-0 flex-1"
              input={isArabic ? arabic : either}
            />
            <Button
              variant="ghost"
              size="icon"
              className="mt-7"
              aria-label={t("partnership.removeStep", { step: index + 1 })}
              onClick={() => steps.remove(index)}
            >
              <Trash aria-hidden="true" />
            </Button>
          </li>
        ))}
      </ol>
      {message ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {message}
        </p>
      ) : null}
      {steps.fields.length < GUIDE_STEPS_MAX ? (
        <Button variant="outline" className="self-start" onClick={() => steps.append({ instruction: "" })}>
          <Plus aria-hidden="true" />
          {t("partnership.addStep")}
        </Button>
      ) : null}
    </div>
  );
}
