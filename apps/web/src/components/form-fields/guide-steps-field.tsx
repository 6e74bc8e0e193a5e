import {
  useFieldArray,
  type ArrayPath,
  type FieldArray,
  type FieldErrors,
  type FieldPath,
  type FieldValues,
  type UseFormReturn,
} from "react-hook-form";
import Plus from "lucide-react/icons/plus";
import Trash from "lucide-react/icons/trash-2";
import { GUIDE_STEPS_MAX } from "@studentperks/contracts/merchants";
import { Button } from "#web/components/ui/button.tsx";
import { TextField } from "./text-field.tsx";

/** The two guides an offer's form holds: numbered steps, each one instruction. */
interface GuideValues {
  discountRedemptionGuide?: { instruction: string }[];
  discountRedemptionGuideAr?: { instruction: string }[];
}

interface GuideStepsText {
  empty: string;
  step: (step: number) => string;
  remove: (step: number) => string;
  add: string;
}

interface GuideStepsFieldProps<In extends FieldValues & GuideValues, Out extends FieldValues> {
  form: UseFormReturn<In, unknown, Out>;
  arabic?: boolean;
  text: GuideStepsText;
}

/**
 * A redemption guide, the English or the Arabic, in a form that may be saved unfinished (a staff
 * offer, a partner's proposal): numbered steps added and removed freely, none at first.
 */
export function GuideStepsField<In extends FieldValues & GuideValues, Out extends FieldValues>({
  form,
  arabic = false,
  text,
}: GuideStepsFieldProps<In, Out>) {
  const name = arabic ? "discountRedemptionGuideAr" : "discountRedemptionGuide";
  // The names are In's (its constraint says so), which TypeScript cannot see through a generic form.
  const steps = useFieldArray({ control: form.control, name: name as ArrayPath<In> });
  const error = (form.formState.errors as FieldErrors<GuideValues>)[name];
  const message = error?.root?.message ?? error?.message;
  return (
    <div className="flex flex-col gap-3">
      {steps.fields.length === 0 ? <p className="text-sm text-ink-600">{text.empty}</p> : null}
      <ol className="flex flex-col gap-3">
        {steps.fields.map((step, index) => (
          <li key={step.id} className="flex items-start gap-2">
            <TextField
              form={form}
              name={`${name}.${index}.instruction` as FieldPath<In>}
              label={text.step(index + 1)}
              className="min-w-0 flex-1"
              kind={arabic ? "arabic" : "text"}
            />
            <Button
              variant="ghost"
              size="icon"
              className="mt-7"
              aria-label={text.remove(index + 1)}
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
        <Button
          variant="outline"
          className="self-start"
          onClick={() => steps.append({ instruction: "" } as FieldArray<In, ArrayPath<In>>)}
        >
          <Plus aria-hidden="true" />
          {text.add}
        </Button>
      ) : null}
    </div>
  );
}
