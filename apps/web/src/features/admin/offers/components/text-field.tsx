import type { FieldPath, FieldValues, UseFormReturn } from "react-hook-form";
import { FormField } from "#web/components/ui/form.tsx";
import { Input } from "#web/components/ui/input.tsx";
import { Textarea } from "#web/components/ui/textarea.tsx";

interface TextFieldProps<In extends FieldValues, Out extends FieldValues> {
  form: UseFormReturn<In, unknown, Out>;
  name: FieldPath<In>;
  label: string;
  hint?: string;
  multiline?: boolean;
  type?: "text" | "url" | "date";
  inputMode?: "decimal";
  className?: string;
  /** An Arabic text: typed right to left, and marked as Arabic for spelling and screen readers. */
  arabic?: boolean;
}

/** One labelled text input (or text area) of a console form: the offer's, a brand's. */
export function TextField<In extends FieldValues, Out extends FieldValues>({
  form,
  name,
  label,
  hint,
  multiline,
  type = "text",
  inputMode,
  className,
  arabic,
}: TextFieldProps<In, Out>) {
  // Other texts may be typed in either language (issue 32): the browser sets their direction.
  const language = arabic ? ({ dir: "rtl", lang: "ar" } as const) : type === "text" ? { dir: "auto" } : {};
  return (
    <FormField<In, FieldPath<In>, Out>
      control={form.control}
      name={name}
      label={label}
      hint={hint}
      className={className}
      render={(field, aria) => {
        const value = typeof field.value === "string" || typeof field.value === "number" ? field.value : "";
        return multiline ? (
          <Textarea {...field} {...aria} {...language} value={value} rows={4} />
        ) : (
          <Input {...field} {...aria} {...language} value={value} type={type} inputMode={inputMode} />
        );
      }}
    />
  );
}
