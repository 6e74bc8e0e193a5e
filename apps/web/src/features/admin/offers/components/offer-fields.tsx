import type { ReactNode } from "react";
import type { FieldPath } from "react-hook-form";
import type { OfferFields, OfferInput } from "@studentperks/contracts/admin/offers";
import {
  BUSINESS_CATEGORIES,
  CATEGORY_FILTERS,
  DISCOUNT_TYPES,
  REDEMPTION_CHANNELS,
  USAGE_LIMITS,
} from "@studentperks/contracts/catalogue";
import { FormField } from "#web/components/ui/form.tsx";
import { Select } from "#web/components/ui/select.tsx";
import type { OfferFormMethods } from "../lib/form-values.ts";
import { offersText } from "../messages.ts";
import { GuideStepsField } from "./guide-steps-field.tsx";
import { CoverField } from "./cover-field.tsx";
import { LogoField } from "./logo-field.tsx";
import { TextField } from "./text-field.tsx";

const categoryLabel = (value: string) => CATEGORY_FILTERS.find((c) => c.value === value)?.label ?? value;

/** A titled group of a console form's fields. */
export function Section({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  return (
    <fieldset className="flex flex-col gap-4 rounded-xl border border-ink-200 bg-white p-4 sm:p-6">
      <legend className="px-1 text-base font-semibold text-ink-900">{title}</legend>
      {hint ? <p className="-mt-2 text-sm text-ink-600">{hint}</p> : null}
      {children}
    </fieldset>
  );
}

function SelectField({
  form,
  name,
  label,
  options,
  placeholder,
  hint,
  className,
}: {
  form: OfferFormMethods;
  name: FieldPath<OfferInput>;
  label: string;
  options: readonly { value: string; label: string }[];
  placeholder?: string;
  hint?: string;
  className?: string;
}) {
  return (
    <FormField<OfferInput, FieldPath<OfferInput>, OfferFields>
      control={form.control}
      name={name}
      label={label}
      hint={hint}
      className={className}
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

/** Every field of an offer, grouped; the discount or referral fields follow the chosen type. */
export function OfferFieldsSections({ form }: { form: OfferFormMethods }) {
  const offerType = form.watch("offerType");
  const discountType = form.watch("discountType");
  const hasValue = discountType !== "free_shipping" && discountType !== "";
  return (
    <>
      <Section title={offersText("section.offer")}>
        <TextField form={form} name="title" label={offersText("field.title")} />
        <TextField form={form} name="description" label={offersText("field.description")} multiline />
        <SelectField
          form={form}
          name="redemptionChannel"
          label={offersText("field.channel")}
          options={REDEMPTION_CHANNELS.map((value) => ({ value, label: offersText(`channel.${value}`) }))}
        />
        <TextField
          form={form}
          name="startsOn"
          type="date"
          label={offersText("field.startsOn")}
          hint={offersText("field.startsOnHint")}
          className="sm:max-w-xs"
        />
        <TextField
          form={form}
          name="expiresOn"
          type="date"
          label={offersText("field.expiresOn")}
          hint={offersText("field.expiresOnHint")}
          className="sm:max-w-xs"
        />
      </Section>
      <Section title={offersText("section.brand")}>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField form={form} name="brandName" label={offersText("field.brandName")} />
          <TextField form={form} name="businessName" label={offersText("field.businessName")} />
          <SelectField
            form={form}
            name="businessCategory"
            label={offersText("field.category")}
            placeholder={offersText("field.categoryPlaceholder")}
            options={BUSINESS_CATEGORIES.map((value) => ({ value, label: categoryLabel(value) }))}
          />
          <TextField form={form} name="websiteUrl" type="url" label={offersText("field.websiteUrl")} />
        </div>
        <TextField
          form={form}
          name="businessDescription"
          label={offersText("field.businessDescription")}
          multiline
        />
        <LogoField form={form} />
        <CoverField form={form} />
      </Section>
      <Section title={offersText("section.discount")}>
        <SelectField
          form={form}
          name="offerType"
          label={offersText("field.offerType")}
          options={[
            { value: "discount", label: offersText("field.discount") },
            { value: "referral", label: offersText("field.referral") },
          ]}
        />
        {offerType === "referral" ? (
          <TextField form={form} name="referralLink" type="url" label={offersText("field.referralLink")} />
        ) : (
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectField
              form={form}
              name="discountType"
              label={offersText("field.discountType")}
              placeholder={offersText("field.discountTypePlaceholder")}
              options={DISCOUNT_TYPES.map((value) => ({ value, label: offersText(`discountType.${value}`) }))}
            />
            {hasValue ? (
              <TextField
                form={form}
                name="discountValue"
                inputMode="decimal"
                label={offersText("field.discountValue")}
                hint={offersText("field.discountValueHint")}
              />
            ) : null}
            <TextField
              form={form}
              name="code"
              label={offersText("field.code")}
              hint={offersText("field.codeHint")}
              className="sm:col-span-2"
            />
            <SelectField
              form={form}
              name="usageLimit"
              label={offersText("field.usageLimit")}
              hint={offersText("field.usageLimitHint")}
              options={USAGE_LIMITS.map((value) => ({ value, label: offersText(`usageLimit.${value}`) }))}
              className="sm:col-span-2"
            />
          </div>
        )}
      </Section>
      <Section title={offersText("section.guide")}>
        <GuideStepsField form={form} />
      </Section>
      <Section title={offersText("section.terms")}>
        <TextField form={form} name="generalInfo" label={offersText("field.generalInfo")} multiline />
        <TextField form={form} name="termsAndConditions" label={offersText("field.terms")} multiline />
      </Section>
      <Section title={offersText("section.arabic")} hint={offersText("section.arabicHint")}>
        <TextField form={form} name="titleAr" label={offersText("field.titleAr")} arabic />
        <TextField
          form={form}
          name="descriptionAr"
          label={offersText("field.descriptionAr")}
          multiline
          arabic
        />
        <fieldset className="flex flex-col gap-3">
          <legend className="mb-2 text-sm font-medium text-ink-800">{offersText("field.guideAr")}</legend>
          <GuideStepsField form={form} arabic />
        </fieldset>
        <TextField
          form={form}
          name="termsAndConditionsAr"
          label={offersText("field.termsAr")}
          multiline
          arabic
        />
      </Section>
    </>
  );
}
