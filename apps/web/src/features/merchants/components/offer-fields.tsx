import { useWatch } from "react-hook-form";
import Link from "lucide-react/icons/link";
import Ticket from "lucide-react/icons/ticket";
import { dubaiToday } from "@studentperks/contracts/dubai-time";
import { MERCHANT_DISCOUNT_TYPES } from "@studentperks/contracts/merchant-limits";
import { OFFER_TYPES } from "@studentperks/contracts/catalogue";
import { Checkbox } from "#web/components/ui/checkbox.tsx";
import { FormField } from "#web/components/ui/form.tsx";
import { Input } from "#web/components/ui/input.tsx";
import { Select } from "#web/components/ui/select.tsx";
import { t } from "#web/lib/i18n/index.ts";
import type { PartnershipFormMethods } from "../hooks/use-partnership-form.ts";

const offerTypeIcons = { discount: Ticket, referral: Link } as const;

/**
 * The offer (spec 001 §4): a discount asks for its code, type and value (no value for free
 * shipping); a referral for its link; 'This offer expires' reveals the expiry date.
 */
export function OfferFields({ form, disabled }: { form: PartnershipFormMethods; disabled: boolean }) {
  const [offerType, discountType, hasExpiry] = useWatch({
    control: form.control,
    name: ["offerType", "discountType", "hasExpiry"],
  });
  const offerTypeError = form.formState.errors.offerType?.message;

  return (
    <>
      <fieldset
        className="flex flex-col gap-2"
        aria-describedby={offerTypeError ? "offer-type-error" : undefined}
      >
        <legend className="mb-2 text-sm font-medium text-ink-800">{t("partnership.offerType")}</legend>
        <div className="grid gap-3 sm:grid-cols-2">
          {OFFER_TYPES.map((type) => {
            const Icon = offerTypeIcons[type];
            return (
              <label
                key={type}
                className="flex cursor-pointer items-center gap-3 rounded-lg border border-ink-300 bg-white px-4 py-3 text-sm font-medium text-ink-900 transition-colors hover:border-brand-700 has-checked:border-brand-700 has-checked:bg-brand-50"
              >
                <input
                  type="radio"
                  value={type}
                  disabled={disabled}
                  className="size-4 accent-brand-700"
                  {...form.register("offerType")}
                />
                <Icon aria-hidden="true" className="size-4 text-brand-800" />
                {t(`partnership.offerType.${type}`)}
              </label>
            );
          })}
        </div>
        {offerTypeError ? (
          <p id="offer-type-error" className="text-sm font-medium text-red-700">
            {offerTypeError}
          </p>
        ) : null}
      </fieldset>

      {offerType === "discount" ? (
        <div className="grid gap-5 sm:grid-cols-3">
          <FormField
            control={form.control}
            name="discountCode"
            label={t("partnership.discountCode")}
            render={(field, aria) => (
              <Input
                {...field}
                {...aria}
                autoCapitalize="characters"
                spellCheck={false}
                disabled={disabled}
              />
            )}
          />
          <FormField
            control={form.control}
            name="discountType"
            label={t("partnership.discountType")}
            render={(field, aria) => (
              <Select
                {...field}
                {...aria}
                disabled={disabled}
                onChange={(event) => {
                  field.onChange(event);
                  if (event.target.value === "free_shipping") {
                    form.setValue("discountValue", "");
                    form.clearErrors("discountValue");
                  }
                }}
              >
                {MERCHANT_DISCOUNT_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {t(`partnership.discountType.${type}`)}
                  </option>
                ))}
              </Select>
            )}
          />
          <FormField
            control={form.control}
            name="discountValue"
            label={t("partnership.discountValue")}
            hint={t(`partnership.discountValueHint.${discountType}`)}
            render={(field, aria) => (
              <Input
                {...field}
                {...aria}
                inputMode="decimal"
                disabled={disabled || discountType === "free_shipping"}
              />
            )}
          />
        </div>
      ) : (
        <FormField
          control={form.control}
          name="referralLink"
          label={t("partnership.referralLink")}
          render={(field, aria) => (
            <Input
              {...field}
              {...aria}
              type="url"
              inputMode="url"
              placeholder={t("partnership.urlPlaceholder")}
              disabled={disabled}
            />
          )}
        />
      )}

      <FormField
        control={form.control}
        name="hasExpiry"
        layout="inline"
        label={t("partnership.hasExpiry")}
        render={({ value, onChange, ...field }, aria) => (
          <Checkbox
            {...field}
            {...aria}
            checked={value}
            disabled={disabled}
            onCheckedChange={(checked) => {
              onChange(checked === true);
              if (checked !== true) form.clearErrors("expiryDate");
            }}
          />
        )}
      />
      {hasExpiry ? (
        <FormField
          control={form.control}
          name="expiryDate"
          label={t("partnership.expiryDate")}
          className="sm:max-w-xs"
          render={(field, aria) => (
            <Input {...field} {...aria} type="date" min={dubaiToday()} disabled={disabled} />
          )}
        />
      ) : null}
    </>
  );
}
