// Pieces the console's small forms share: a labelled field with an optional hint, a dialog's form
// with its title and description, and its closing row (the server's refusal, Cancel, the decision).
import type { ReactNode } from "react";
import { Alert } from "../../../../components/ui/alert.tsx";
import { Button, type ButtonProps } from "../../../../components/ui/button.tsx";
import { DialogClose, DialogDescription, DialogTitle } from "../../../../components/ui/dialog.tsx";
import { cn } from "../../../../lib/cn.ts";
import { Label } from "../../../../components/ui/label.tsx";
import { consoleText } from "../messages.en.ts";

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
            {consoleText("common.cancel")}
          </Button>
        </DialogClose>
        <Button type="submit" variant={submitVariant} isPending={isPending}>
          {submitLabel}
        </Button>
      </div>
    </>
  );
}

interface DialogFormProps {
  title: string;
  description: ReactNode;
  onSubmit: () => void;
  /** Long unbroken titles (a domain) wrap anywhere. */
  breakTitle?: boolean;
  children: ReactNode;
}

/** The body of a console dialog: a form that names itself (title, description) for assistive tech. */
export function DialogForm({ title, description, onSubmit, breakTitle, children }: DialogFormProps) {
  return (
    <form
      className="flex flex-col gap-4 overflow-y-auto p-6"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <DialogTitle className={cn("text-lg font-semibold text-slate-900", breakTitle && "break-all")}>
        {title}
      </DialogTitle>
      <DialogDescription className="text-sm text-slate-600">{description}</DialogDescription>
      {children}
    </form>
  );
}
