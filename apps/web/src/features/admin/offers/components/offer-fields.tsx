import {
  BUSINESS_CATEGORIES,
  CATEGORY_FILTERS,
  DISCOUNT_TYPES,
  REDEMPTION_CHANNELS,
  USAGE_LIMITS,
} from "@studentperks/contracts/catalogue";
import { FieldSection } from "#web/components/form-fields/field-section.tsx";
import { GuideStepsField } from "#web/components/form-fields/guide-steps-field.tsx";
import { SelectField } from "#web/components/form-fields/select-field.tsx";
import type { OfferFormMethods } from "../lib/form-values.ts";
import { offersText } from "../messages.ts";
import { CoverField } from "./cover-field.tsx";
import { LogoField } from "./logo-field.tsx";
import { TextField } from "#web/components/form-fields/text-field.tsx";

const GUIDE_KEYS = {
  english: { empty: "guide.empty", step: "guide.step", remove: "guide.remove", add: "guide.add" },
  arabic: { empty: "guideAr.empty", step: "guideAr.step", remove: "guideAr.remove", add: "guideAr.add" },
} as const;

/** The guide's texts: an offer may have no Arabic steps, and students reading Arabic then see the English. */
function guideText(arabic: boolean) {
  const keys = GUIDE_KEYS[arabic ? "arabic" : "english"];
  return {
    empty: offersText(keys.empty),
    step: (step: number) => offersText(keys.step, { step }),
    remove: (step: number) => offersText(keys.remove, { step }),
    add: offersText(keys.add),
  };
}

const categoryLabel = (value: string) => CATEGORY_FILTERS.find((c) => c.value === value)?.label ?? value;

/** Every field of an offer, grouped; the discount or referral fields follow the chosen type. */
export function OfferFieldsSections({ form }: { form: OfferFormMethods }) {
  const offerType = form.watch("offerType");
  const discountType = form.watch("discountType");
  const hasValue = discountType !== "free_shipping" && discountType !== "";
  return (
    <>
      <FieldSection title={offersText("section.offer")}>
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
          kind="date"
          label={offersText("field.startsOn")}
          hint={offersText("field.startsOnHint")}
          className="sm:max-w-xs"
        />
        <TextField
          form={form}
          name="expiresOn"
          kind="date"
          label={offersText("field.expiresOn")}
          hint={offersText("field.expiresOnHint")}
          className="sm:max-w-xs"
        />
      </FieldSection>
      <FieldSection title={offersText("section.brand")}>
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
          <TextField form={form} name="websiteUrl" kind="url" label={offersText("field.websiteUrl")} />
        </div>
        <TextField
          form={form}
          name="businessDescription"
          label={offersText("field.businessDescription")}
          multiline
        />
        <LogoField form={form} />
        <CoverField form={form} />
      </FieldSection>
      <FieldSection title={offersText("section.discount")}>
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
          <TextField form={form} name="referralLink" kind="url" label={offersText("field.referralLink")} />
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
                kind="decimal"
                label={offersText("field.discountValue")}
                hint={offersText("field.discountValueHint")}
              />
            ) : null}
            <TextField
              form={form}
              name="code"
              kind="code"
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
      </FieldSection>
      <FieldSection title={offersText("section.guide")}>
        <GuideStepsField form={form} text={guideText(false)} />
      </FieldSection>
      <FieldSection title={offersText("section.terms")}>
        <TextField form={form} name="generalInfo" label={offersText("field.generalInfo")} multiline />
        <TextField form={form} name="termsAndConditions" label={offersText("field.terms")} multiline />
      </FieldSection>
      <FieldSection title={offersText("section.arabic")} hint={offersText("section.arabicHint")}>
        <TextField form={form} name="titleAr" label={offersText("field.titleAr")} kind="arabic" />
        <TextField
          form={form}
          name="descriptionAr"
          label={offersText("field.descriptionAr")}
          multiline
          kind="arabic"
        />
        <fieldset className="flex flex-col gap-3">
          <legend className="mb-2 text-sm font-medium text-ink-800">{offersText("field.guideAr")}</legend>
          <GuideStepsField form={form} arabic text={guideText(true)} />
        </fieldset>
        <TextField
          form={form}
          name="termsAndConditionsAr"
          label={offersText("field.termsAr")}
          multiline
          kind="arabic"
        />
      </FieldSection>
    </>
  );
}
