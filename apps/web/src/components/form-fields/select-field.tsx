import type { FieldPath, FieldValues, UseFormReturn } from "react-hook-form";
import { FormField } from "#web/components/ui/form.tsx";
import { Select } from "#web/components/ui/select.tsx";

interface SelectFieldProps<In extends FieldValues, Out extends FieldValues> {
  form: UseFormReturn<In, unknown, Out>;
  name: FieldPath<In>;
  label: string;
  options: readonly { value: string; label: string }[];
  /** An empty first choice, for a field that starts unanswered. */
  placeholder?: string;
  hint?: string;
  className?: string;
}

/** One labelled choice of a form, from a short list. */
export function SelectField<In extends FieldValues, Out extends FieldValues>({
  form,
  name,
  label,
  options,
  placeholder,
  hint,
  className,
}: SelectFieldProps<In, Out>) {
  return (
    <FormField<In, FieldPath<In>, Out>
      control={form.control}
      name={name}
      label={label}
      hint={hint}
      className={className}
      render={(field, aria) => (
        <Select {...field} {...aria} value={typeof field.value === "string" ? field.value : ""}>
          {placeholder ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
      )}
    />
  );
}
