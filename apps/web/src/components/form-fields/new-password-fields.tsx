import type { FieldPath, FieldValues, UseFormReturn } from "react-hook-form";
import { FormField } from "#web/components/ui/form.tsx";
import { PasswordInput } from "#web/components/ui/password-input.tsx";
import { t } from "#web/lib/i18n/index.ts";

interface NewPasswordFieldsProps<In extends FieldValues, Out extends FieldValues> {
  form: UseFormReturn<In, unknown, Out>;
  /** The new password's field; the form's `confirmPassword` repeats it. */
  name: FieldPath<In>;
  label?: string;
}

/**
 * A new password and its confirmation, marked new-password so password managers offer to make one
 * and file it (sign-up, a reset, a partner joining).
 */
export function NewPasswordFields<
  In extends FieldValues & { confirmPassword?: string },
  Out extends FieldValues,
>({ form, name, label = t("form.password") }: NewPasswordFieldsProps<In, Out>) {
  return (
    <>
      <FormField<In, FieldPath<In>, Out>
        control={form.control}
        name={name}
        label={label}
        render={(field, control) => <PasswordInput {...field} {...control} autoComplete="new-password" />}
      />
      <FormField<In, FieldPath<In>, Out>
        control={form.control}
        // The constraint says In has it; TypeScript cannot see that through a generic form.
        name={"confirmPassword" as FieldPath<In>}
        label={t("form.confirmPassword")}
        render={(field, control) => <PasswordInput {...field} {...control} autoComplete="new-password" />}
      />
    </>
  );
}
