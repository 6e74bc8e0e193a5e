import { useFieldArray } from "react-hook-form";
import Plus from "lucide-react/icons/plus";
import Trash from "lucide-react/icons/trash-2";
import { GUIDE_STEPS_MAX } from "@studentperks/contracts/merchants";
import { Button } from "#web/components/ui/button.tsx";
import type { OfferFormMethods } from "../lib/form-values.ts";
import { offersText } from "../messages.ts";
import { TextField } from "./text-field.tsx";

/**
 * A redemption guide, the English or the Arabic: numbered steps, added and removed freely (a draft may
 * have none yet; an offer may have no Arabic steps, and students reading Arabic then see the English).
 */
export function GuideStepsField({ form, arabic = false }: { form: OfferFormMethods; arabic?: boolean }) {
  const name = arabic ? "discountRedemptionGuideAr" : "discountRedemptionGuide";
  const steps = useFieldArray({ control: form.control, name });
  const error = form.formState.errors[name];
  const text = arabic
    ? ({
        empty: "guideAr.empty",
        step: "guideAr.step",
        remove: "guideAr.remove",
        add: "guideAr.add",
      } as const)
    : ({ empty: "guide.empty", step: "guide.step", remove: "guide.remove", add: "guide.add" } as const);
  const message = error?.root?.message ?? error?.message;
  return (
    <div className="flex flex-col gap-3">
      {steps.fields.length === 0 ? <p className="text-sm text-ink-600">{offersText(text.empty)}</p> : null}
      <ol className="flex flex-col gap-3">
        {steps.fields.map((step, index) => (
          <li key={step.id} className="flex items-start gap-2">
            <TextField
              form={form}
              name={`${name}.${index}.instruction`}
              label={offersText(text.step, { step: index + 1 })}
              className="min-w-0 flex-1"
              arabic={arabic}
            />
            <Button
              variant="ghost"
              size="icon"
              className="mt-7"
              aria-label={offersText(text.remove, { step: index + 1 })}
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
          {offersText(text.add)}
        </Button>
      ) : null}
    </div>
  );
}
