// Pieces the console's forms share: a dialog's form (the shared Form) with its title and description,
// and the closing rows of a dialog's form (a refusal no field owns, Cancel, the decision) and of a
// page's (the refusal, Save, the way back to the list).
import type { ReactNode } from "react";
import type { FieldValues, SubmitHandler, UseFormReturn } from "react-hook-form";
import { Link } from "react-router";
import { Alert } from "#web/components/ui/alert.tsx";
import { Button, type ButtonProps } from "#web/components/ui/button.tsx";
import { DialogClose, DialogDescription, DialogTitle } from "#web/components/ui/dialog.tsx";
import { Form } from "#web/components/ui/form.tsx";
import { cn } from "#web/lib/cn.ts";
import { consoleText } from "../messages.ts";

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

interface PageFormActionsProps {
  error: string | null;
  isPending: boolean;
  /** The list the form's page belongs to, and what its link says. */
  back: { to: string; label: string };
}

/** The closing row of a console page's form: a refusal no field owns, Save, and the way back. */
export function PageFormActions({ error, isPending, back }: PageFormActionsProps) {
  return (
    <>
      <FormError error={error} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant="dark" isPending={isPending}>
          {consoleText("common.save")}
        </Button>
        <Link
          to={back.to}
          className="inline-flex h-10 items-center px-2 text-sm font-semibold text-ink-700 underline"
        >
          {back.label}
        </Link>
      </div>
    </>
  );
}

interface DialogFormProps<In extends FieldValues, Out extends FieldValues> {
  form: UseFormReturn<In, unknown, Out>;
  /** Return the request's promise: until it settles, another submit is ignored (see Form). */
  onSubmit: SubmitHandler<Out>;
  title: string;
  description: ReactNode;
  /** Long unbroken titles (a domain) wrap anywhere. */
  breakTitle?: boolean;
  children: ReactNode;
}

/**
 * The body of a console dialog: the shared Form (the contracts' schema checks it before anything is
 * sent) that names itself (title, description) for assistive tech.
 */
export function DialogForm<In extends FieldValues, Out extends FieldValues>({
  form,
  onSubmit,
  title,
  description,
  breakTitle,
  children,
}: DialogFormProps<In, Out>) {
  return (
    <Form form={form} onSubmit={onSubmit} className="overflow-y-auto p-6">
      <div className="flex flex-col gap-4">
        <DialogTitle className={cn("text-lg font-semibold text-ink-900", breakTitle && "break-all")}>
          {title}
        </DialogTitle>
        <DialogDescription className="text-sm text-ink-600">{description}</DialogDescription>
      </div>
      {children}
    </Form>
  );
}
