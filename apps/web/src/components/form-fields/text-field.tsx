import type { FieldPath, FieldValues, UseFormReturn } from "react-hook-form";
import { FormField } from "#web/components/ui/form.tsx";
import { Input } from "#web/components/ui/input.tsx";
import { Textarea } from "#web/components/ui/textarea.tsx";

/**
 * What the field holds, which sets how it is typed: a text in either language (the browser sets its
 * direction, issue 32), an Arabic one (right to left, marked as Arabic for spelling and screen
 * readers), or an address, a date, an amount or a code, always left to right.
 */
export type TextKind = "text" | "arabic" | "url" | "date" | "decimal" | "code";

const KIND_PROPS = {
  text: { dir: "auto" },
  arabic: { dir: "rtl", lang: "ar" },
  url: { type: "url", inputMode: "url", dir: "ltr" },
  date: { type: "date" },
  decimal: { inputMode: "decimal", dir: "ltr" },
  code: { dir: "ltr", autoComplete: "off", spellCheck: false },
} as const;

/** A text area holds prose: only its language and direction apply. */
const language = (kind: TextKind) => (kind === "arabic" ? KIND_PROPS.arabic : KIND_PROPS.text);

interface TextFieldProps<In extends FieldValues, Out extends FieldValues> {
  form: UseFormReturn<In, unknown, Out>;
  name: FieldPath<In>;
  label: string;
  hint?: string;
  kind?: TextKind;
  multiline?: boolean;
  placeholder?: string;
  className?: string;
}

/** One labelled text input (or text area) of a form: an offer's, a brand's, a partner's proposal. */
export function TextField<In extends FieldValues, Out extends FieldValues>({
  form,
  name,
  label,
  hint,
  kind = "text",
  multiline,
  placeholder,
  className,
}: TextFieldProps<In, Out>) {
  const typed = KIND_PROPS[kind];
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
          <Textarea
            {...field}
            {...aria}
            {...language(kind)}
            placeholder={placeholder}
            value={value}
            rows={4}
          />
        ) : (
          <Input {...field} {...aria} {...typed} placeholder={placeholder} value={value} />
        );
      }}
    />
  );
}
