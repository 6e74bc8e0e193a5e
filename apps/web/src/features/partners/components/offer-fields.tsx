import {
  BUSINESS_CATEGORIES,
  DISCOUNT_TYPES,
  REDEMPTION_CHANNELS,
  USAGE_LIMITS,
} from "@studentperks/contracts/catalogue";
import { FieldSection } from "#web/components/form-fields/field-section.tsx";
import { GuideStepsField } from "#web/components/form-fields/guide-steps-field.tsx";
import { SelectField } from "#web/components/form-fields/select-field.tsx";
import { TextField } from "#web/components/form-fields/text-field.tsx";
import { t, type MessageKey } from "#web/lib/i18n/index.ts";
import type { OfferFormMethods } from "../lib/offer-form.ts";
import { CoverField } from "./cover-field.tsx";

// The Arabic steps are labelled as the English ones: their fieldset's legend says which they are.
const guideText = () => ({
  empty: t("partners.field.noSteps"),
  step: (step: number) => t("partnership.stepInstruction", { step }),
  remove: (step: number) => t("partnership.removeStep", { step }),
  add: t("partnership.addStep"),
});

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
      <FieldSection title={t("partners.section.offer")} hint={t("partners.section.offerHint")}>
        <TextField form={form} name="title" label={t("partners.field.title")} />
        <TextField form={form} name="description" label={t("partners.field.description")} multiline />
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
            kind="url"
            placeholder={t("partnership.urlPlaceholder")}
          />
          <TextField
            form={form}
            name="startsOn"
            label={t("partners.field.startsOn")}
            hint={t("partners.field.startsOnHint")}
            kind="date"
          />
          <TextField
            form={form}
            name="expiresOn"
            label={t("partners.field.expiresOn")}
            hint={t("partners.field.expiresOnHint")}
            kind="date"
          />
        </div>
        <CoverField form={form} />
      </FieldSection>
      <FieldSection title={t("partners.section.discount")}>
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
            kind="url"
            placeholder={t("partnership.urlPlaceholder")}
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
                kind="decimal"
              />
            ) : null}
            <TextField
              form={form}
              name="code"
              label={t("partners.field.code")}
              hint={t("partners.field.codeHint")}
              kind="code"
            />
            <SelectField
              form={form}
              name="usageLimit"
              label={t("partners.field.usageLimit")}
              options={USAGE_LIMITS.map((value) => ({ value, label: t(usageKeys[value]) }))}
            />
          </div>
        )}
      </FieldSection>
      <FieldSection title={t("partnership.guide")} hint={t("partnership.guideHint")}>
        <GuideStepsField form={form} text={guideText()} />
        <TextField
          form={form}
          name="generalInfo"
          label={t("partnership.generalInfo")}
          hint={t("partnership.generalInfoHint")}
          multiline
        />
        <TextField form={form} name="termsAndConditions" label={t("partnership.terms")} multiline />
      </FieldSection>
      <FieldSection title={t("partnership.arabicSection")} hint={t("partnership.arabicHint")}>
        <TextField form={form} name="titleAr" label={t("partnership.titleAr")} kind="arabic" />
        <TextField
          form={form}
          name="descriptionAr"
          label={t("partnership.descriptionAr")}
          multiline
          kind="arabic"
        />
        <fieldset className="flex flex-col gap-3">
          <legend className="mb-2 text-sm font-medium text-ink-900">{t("partners.field.guideAr")}</legend>
          <GuideStepsField form={form} arabic text={guideText()} />
        </fieldset>
        <TextField
          form={form}
          name="termsAndConditionsAr"
          label={t("partnership.termsAr")}
          multiline
          kind="arabic"
        />
      </FieldSection>
    </>
  );
}
