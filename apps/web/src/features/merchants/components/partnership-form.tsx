import { useEffect, useRef, useState, type ReactNode } from "react";
import type { FieldPath } from "react-hook-form";
import { MERCHANT_CATEGORIES } from "@studentperks/contracts/merchant-limits";
import { Alert } from "#web/components/ui/alert.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { Form, FormField } from "#web/components/ui/form.tsx";
import { Input } from "#web/components/ui/input.tsx";
import { Select } from "#web/components/ui/select.tsx";
import { SuccessPanel } from "#web/components/ui/success-panel.tsx";
import { Textarea } from "#web/components/ui/textarea.tsx";
import { t } from "#web/lib/i18n/index.ts";
import { applyServerIssues } from "#web/lib/server-issues.ts";
import { partnershipFailureText } from "../lib/partnership-failure.ts";
import {
  partnershipDefaults,
  partnershipFieldOf,
  type PartnershipFormValues,
} from "../lib/partnership-form.ts";
import { usePartnershipForm, type PartnershipFormMethods } from "../hooks/use-partnership-form.ts";
import { useSubmitPartnership } from "../hooks/use-submit-partnership.ts";
import { ChannelField } from "./channel-field.tsx";
import { CoverField } from "./cover-field.tsx";
import { LogoField } from "./logo-field.tsx";
import { OfferFields } from "./offer-fields.tsx";
import { RedemptionStepsField } from "./redemption-steps-field.tsx";
import { mutateSettled } from "#web/lib/mutate-settled.ts";

type TextName = Extract<
  FieldPath<PartnershipFormValues>,
  | "brandName"
  | "businessDescription"
  | "websiteLink"
  | "generalInfo"
  | "termsAndConditions"
  | "titleAr"
  | "descriptionAr"
  | "termsAndConditionsAr"
  | "contactName"
  | "contactEmail"
  | "contactPhone"
>;

/**
 * Submit Your Offer (spec 001 §2-§8): the logo (and the cover, when chosen) is uploaded first, then
 * the request is sent with its address; once sent, 'Offer Submitted Successfully!' replaces the form until another is wanted.
 */
export function PartnershipForm({ titleId }: { titleId: string }) {
  const form = usePartnershipForm();
  const { submit, waitingForRoom } = useSubmitPartnership();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const returning = useRef(false);
  useEffect(() => {
    if (sentTo !== null || !returning.current) return;
    returning.current = false;
    form.setFocus("logo");
  }, [sentTo, form]);

  if (sentTo !== null) {
    return (
      <SuccessPanel
        title={t("partnership.successTitle")}
        actionLabel={t("partnership.submitAnother")}
        onAction={() => {
          form.reset(partnershipDefaults());
          submit.reset();
          returning.current = true;
          setSentTo(null);
        }}
      >
        {t("partnership.successText", { email: sentTo })}
      </SuccessPanel>
    );
  }

  const isBusy = submit.isPending;
  const text = (
    name: TextName,
    label: string,
    input: Partial<Parameters<typeof Input>[0]> = {},
    hint?: string,
  ) => (
    <FormField
      control={form.control}
      name={name}
      label={label}
      hint={hint}
      render={(field, aria) => <Input {...field} {...aria} disabled={isBusy} {...input} />}
    />
  );
  const longText = (
    name: TextName,
    label: string,
    hint?: string,
    input: Partial<Parameters<typeof Textarea>[0]> = {},
  ) => (
    <FormField
      control={form.control}
      name={name}
      label={label}
      hint={hint}
      render={(field, aria) => <Textarea {...field} {...aria} rows={4} disabled={isBusy} {...input} />}
    />
  );
  // The Arabic texts are typed right to left, and marked as Arabic for spelling and screen readers.
  const arabic = { dir: "rtl", lang: "ar" } as const;
  // The main texts may be written in either language (the server files Arabic as Arabic, issue 32).
  const either = { dir: "auto" } as const;

  return (
    <Form
      form={form}
      aria-labelledby={titleId}
      className="gap-8"
      onSubmit={(values) =>
        mutateSettled(submit, values, {
          onSuccess: () => setSentTo(values.contactEmail),
          onError: (error) =>
            applyServerIssues(error, partnershipFieldOf, (field, message) =>
              form.setError(field as FieldPath<PartnershipFormValues>, { message }),
            ),
        })
      }
    >
      <Section title={t("partnership.brandSection")}>
        <p className="-mt-2 text-sm text-ink-600">{t("partnership.languageHint")}</p>
        <LogoField form={form} disabled={isBusy} />
        <CoverField form={form} disabled={isBusy} />
        {text("brandName", t("partnership.brandName"), { autoComplete: "organization" })}
        <CategoryField form={form} disabled={isBusy} />
        {longText("businessDescription", t("partnership.businessDescription"), undefined, either)}
        {text("websiteLink", t("partnership.websiteLink"), {
          type: "url",
          inputMode: "url",
          autoComplete: "url",
          placeholder: t("partnership.urlPlaceholder"),
        })}
      </Section>
      <Section title={t("partnership.offerSection")}>
        <ChannelField form={form} disabled={isBusy} />
        <OfferFields form={form} disabled={isBusy} />
        <RedemptionStepsField form={form} disabled={isBusy} />
        {longText("generalInfo", t("partnership.generalInfo"), t("partnership.generalInfoHint"), either)}
        {longText("termsAndConditions", t("partnership.terms"), undefined, either)}
      </Section>
      <Section title={t("partnership.arabicSection")}>
        <p className="-mt-2 text-sm text-ink-600">{t("partnership.arabicHint")}</p>
        {text("titleAr", t("partnership.titleAr"), arabic)}
        {longText("descriptionAr", t("partnership.descriptionAr"), undefined, arabic)}
        {longText("termsAndConditionsAr", t("partnership.termsAr"), undefined, arabic)}
      </Section>
      <Section title={t("partnership.contactSection")}>
        <div className="grid gap-5 sm:grid-cols-2">
          {text("contactName", t("partnership.contactName"), { autoComplete: "name" })}
          {text("contactEmail", t("partnership.contactEmail"), {
            type: "email",
            autoComplete: "email",
            placeholder: t("form.emailPlaceholder"),
          })}
        </div>
        {text("contactPhone", t("partnership.contactPhone"), {
          type: "tel",
          autoComplete: "tel",
          placeholder: t("form.phonePlaceholder"),
        })}
      </Section>
      <div className="flex flex-col gap-4">
        {submit.isError ? (
          <Alert variant="destructive" role="alert">
            {partnershipFailureText(submit.error)}
          </Alert>
        ) : null}
        <div className="flex flex-col gap-2">
          <Button type="submit" size="lg" isPending={isBusy}>
            {isBusy ? t("partnership.submitting") : t("partnership.submit")}
          </Button>
          {/* Still working: the pictures wait for room on the server, and are sent again. */}
          <p aria-live="polite" className="text-sm text-ink-600">
            {isBusy && waitingForRoom ? t("partnership.imagesBusy") : null}
          </p>
        </div>
      </div>
    </Form>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-5 border-t border-ink-200 pt-6 first:border-t-0 first:pt-0">
      <h3 className="text-base font-semibold text-ink-900">{title}</h3>
      {children}
    </div>
  );
}

function CategoryField({ form, disabled }: { form: PartnershipFormMethods; disabled: boolean }) {
  return (
    <FormField
      control={form.control}
      name="brandCategory"
      label={t("partnership.brandCategory")}
      render={(field, aria) => (
        <Select {...field} {...aria} disabled={disabled}>
          <option value="">{t("partnership.categoryPlaceholder")}</option>
          {MERCHANT_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {t(`partnership.category.${category}`)}
            </option>
          ))}
        </Select>
      )}
    />
  );
}
