import { useFieldArray } from "react-hook-form";
import Plus from "lucide-react/icons/plus";
import Trash from "lucide-react/icons/trash-2";
import { GUIDE_STEPS_MAX } from "@studentperks/contracts/merchants";
import { Button } from "#web/components/ui/button.tsx";
import type { OfferFormMethods } from "../lib/form-values.ts";
import { offersText } from "../messages.en.ts";
import { TextField } from "./text-field.tsx";

/** The redemption guide: numbered steps, added and removed freely (a draft may have none yet). */
export function GuideStepsField({ form }: { form: OfferFormMethods }) {
  const steps = useFieldArray({ control: form.control, name: "discountRedemptionGuide" });
  const error = form.formState.errors.discountRedemptionGuide;
  const message = error?.root?.message ?? error?.message;
  return (
    <div className="flex flex-col gap-3">
      {steps.fields.length === 0 ? (
        <p className="text-sm text-slate-600">{offersText("guide.empty")}</p>
      ) : null}
      <ol className="flex flex-col gap-3">
        {steps.fields.map((step, index) => (
          <li key={step.id} className="flex items-start gap-2">
            <TextField
              form={form}
              name={`discountRedemptionGuide.${index}.instruction`}
              label={offersText("guide.step", { step: index + 1 })}
              className="min-w-0 flex-1"
            />
            <Button
              variant="ghost"
              size="icon"
              className="mt-7"
              aria-label={offersText("guide.remove", { step: index + 1 })}
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
          {offersText("guide.add")}
        </Button>
      ) : null}
    </div>
  );
}
