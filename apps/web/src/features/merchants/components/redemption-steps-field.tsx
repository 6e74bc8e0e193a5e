import { useEffect, useRef } from "react";
import { useFieldArray } from "react-hook-form";
import Plus from "lucide-react/icons/plus";
import Trash from "lucide-react/icons/trash-2";
import { GUIDE_STEPS_MAX } from "@studentperks/contracts/merchant-limits";
import { Button } from "#web/components/ui/button.tsx";
import { FormField } from "#web/components/ui/form.tsx";
import { Input } from "#web/components/ui/input.tsx";
import { t } from "#web/lib/i18n/index.ts";
import type { PartnershipFormMethods } from "../hooks/use-partnership-form.ts";

/**
 * The redemption guide (spec 001 §3, §4): steps numbered 1..n by their place in the list; a step can
 * be added, and removed while more than one is left.
 */
export function RedemptionStepsField({
  form,
  disabled,
}: {
  form: PartnershipFormMethods;
  disabled: boolean;
}) {
  const steps = useFieldArray({ control: form.control, name: "discountRedemptionGuide" });
  const rootError =
    form.formState.errors.discountRedemptionGuide?.root ?? form.formState.errors.discountRedemptionGuide;
  // After a removal, focus goes to the step that took its place (or the one before the last).
  const focusAfterRemoval = useRef<number | null>(null);
  useEffect(() => {
    const index = focusAfterRemoval.current;
    if (index === null) return;
    focusAfterRemoval.current = null;
    form.setFocus(`discountRedemptionGuide.${Math.min(index, steps.fields.length - 1)}.instruction`);
  }, [form, steps.fields.length]);

  return (
    <div role="group" aria-labelledby="redemption-guide-label" className="flex flex-col gap-3">
      <div className="flex flex-col gap-1">
        <span id="redemption-guide-label" className="text-sm font-medium text-ink-800">
          {t("partnership.guide")}
        </span>
        <p className="text-sm text-ink-600">{t("partnership.guideHint")}</p>
      </div>
      <ol className="flex flex-col gap-3">
        {steps.fields.map((step, index) => (
          <li key={step.id} className="flex items-start gap-3">
            <span
              aria-hidden="true"
              className="mt-8 inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-100 text-sm font-bold text-brand-900"
            >
              {index + 1}
            </span>
            <FormField
              control={form.control}
              name={`discountRedemptionGuide.${index}.instruction`}
              label={t("partnership.stepInstruction", { step: index + 1 })}
              className="min-w-0 flex-1"
              render={(field, aria) => <Input {...field} {...aria} dir="auto" disabled={disabled} />}
            />
            {steps.fields.length > 1 ? (
              <Button
                variant="ghost"
                size="icon"
                className="mt-7"
                disabled={disabled}
                aria-label={t("partnership.removeStep", { step: index + 1 })}
                onClick={() => {
                  focusAfterRemoval.current = index;
                  steps.remove(index);
                }}
              >
                <Trash aria-hidden="true" />
              </Button>
            ) : null}
          </li>
        ))}
      </ol>
      {typeof rootError?.message === "string" ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {rootError.message}
        </p>
      ) : null}
      {steps.fields.length < GUIDE_STEPS_MAX ? (
        <Button
          variant="outline"
          className="self-start"
          disabled={disabled}
          onClick={() => steps.append({ instruction: "" })}
        >
          <Plus aria-hidden="true" />
          {t("partnership.addStep")}
        </Button>
      ) : null}
    </div>
  );
}
