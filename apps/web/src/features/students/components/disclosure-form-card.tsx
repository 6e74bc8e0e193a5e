import { useEffect, useRef, useState, type ReactNode, type RefObject } from "react";
import type { FieldPath, FieldValues, SubmitHandler, UseFormReturn } from "react-hook-form";
import { Button, type ButtonProps } from "#web/components/ui/button.tsx";
import { Card, CardHeader } from "#web/components/ui/card.tsx";
import { Form } from "#web/components/ui/form.tsx";

export interface FormDisclosure {
  isOpen: boolean;
  toggleRef: RefObject<HTMLButtonElement | null>;
  /** Clears the form, closes it and hands focus back to the toggle. */
  close: () => void;
  toggle: () => void;
}

/**
 * A form collapsed behind a toggle button: opening focuses `firstField`; closing (Cancel, the toggle
 * again, or the caller after a success) clears it, so a reopened form starts empty.
 */
export function useFormDisclosure<In extends FieldValues, Out extends FieldValues>(
  form: UseFormReturn<In, unknown, Out>,
  empty: In,
  firstField: FieldPath<In>,
  onClose?: () => void,
): FormDisclosure {
  const [isOpen, setIsOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const close = () => {
    form.reset(empty);
    onClose?.();
    setIsOpen(false);
    toggleRef.current?.focus();
  };

  useEffect(() => {
    if (isOpen) form.setFocus(firstField);
  }, [isOpen, form, firstField]);

  return { isOpen, toggleRef, close, toggle: () => (isOpen ? close() : setIsOpen(true)) };
}

interface DisclosureFormCardProps<In extends FieldValues, Out extends FieldValues> {
  titleId: string;
  formId: string;
  icon: ReactNode;
  title: string;
  description: string;
  /** Shown between the header and the toggle, open or not. */
  intro?: ReactNode;
  /** The account's address, offered to password managers beside the password fields. */
  email: string;
  openLabel: string;
  cancelLabel: string;
  submitLabel: string;
  submitVariant?: ButtonProps["variant"];
  isPending: boolean;
  submitDescribedBy?: string;
  disclosure: FormDisclosure;
  form: UseFormReturn<In, unknown, Out>;
  onSubmit: SubmitHandler<Out>;
  /** The fields, between the hidden username and the Cancel and Submit buttons. */
  children: ReactNode;
}

export function DisclosureFormCard<In extends FieldValues, Out extends FieldValues>({
  titleId,
  formId,
  icon,
  title,
  description,
  intro,
  email,
  openLabel,
  cancelLabel,
  submitLabel,
  submitVariant,
  isPending,
  submitDescribedBy,
  disclosure: { isOpen, toggleRef, close, toggle },
  form,
  onSubmit,
  children,
}: DisclosureFormCardProps<In, Out>) {
  return (
    <Card aria-labelledby={titleId}>
      <CardHeader titleId={titleId} icon={icon} title={title} description={description} />
      {intro}
      <Button
        ref={toggleRef}
        variant="outline"
        aria-expanded={isOpen}
        aria-controls={formId}
        onClick={toggle}
      >
        {openLabel}
      </Button>
      {isOpen ? (
        <Form id={formId} className="mt-5" form={form} onSubmit={onSubmit}>
          <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
          {children}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={close}>
              {cancelLabel}
            </Button>
            <Button
              type="submit"
              variant={submitVariant}
              isPending={isPending}
              aria-describedby={submitDescribedBy}
            >
              {submitLabel}
            </Button>
          </div>
        </Form>
      ) : null}
    </Card>
  );
}
