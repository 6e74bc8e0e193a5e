// Pieces the console's small forms share: a labelled field with an optional hint, and a dialog
// form's closing row (the server's refusal shown inline, then Cancel and the decision).
import type { ReactNode } from "react";
import { Alert } from "../../../../components/ui/alert.tsx";
import { Button, type ButtonProps } from "../../../../components/ui/button.tsx";
import { DialogClose } from "../../../../components/ui/dialog.tsx";
import { Label } from "../../../../components/ui/label.tsx";
import { at } from "../messages.en.ts";

interface FieldProps {
  /** The control's id; the hint gets `${id}-hint` (pass it as aria-describedby). */
  id: string;
  label: string;
  hint?: string;
  children: ReactNode;
}

export function Field({ id, label, hint, children }: FieldProps) {
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

export function FormError({ error }: { error: string | null }) {
  return error ? (
    <Alert variant="destructive" role="alert">
      {error}
    </Alert>
  ) : null;
}

interface DialogFormActionsProps {
  error: string | null;
  isPending: boolean;
  submitLabel: string;
  submitVariant?: ButtonProps["variant"];
}

export function DialogFormActions({ error, isPending, submitLabel, submitVariant }: DialogFormActionsProps) {
  return (
    <>
      <FormError error={error} />
      <div className="flex justify-end gap-2">
        <DialogClose asChild>
          <Button type="button" variant="outline">
            {at("common.cancel")}
          </Button>
        </DialogClose>
        <Button type="submit" variant={submitVariant} isPending={isPending}>
          {submitLabel}
        </Button>
      </div>
    </>
  );
}
