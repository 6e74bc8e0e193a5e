// The fields the add and edit institution forms share (Add domain's new institution too).
import type { Control, FieldPathByValue, FieldValues } from "react-hook-form";
import type { Emirate } from "@studentperks/contracts/admin/institutions";
import { FormField } from "#web/components/ui/form.tsx";
import { Input } from "#web/components/ui/input.tsx";
import { institutionsText } from "../messages.ts";
import { EmirateSelect } from "./emirate-select.tsx";

interface NameAndEmirateFieldsProps<In extends FieldValues, Out extends FieldValues> {
  control: Control<In, unknown, Out>;
  /** Where the form keeps the name and the emirate ("" or none for not given). */
  names: {
    name: FieldPathByValue<In, string>;
    emirate: FieldPathByValue<In, Emirate | "" | null | undefined>;
  };
}

/** The institution's name (required) and emirate (optional). */
export function NameAndEmirateFields<In extends FieldValues, Out extends FieldValues>({
  control,
  names,
}: NameAndEmirateFieldsProps<In, Out>) {
  return (
    <>
      <FormField
        control={control}
        name={names.name}
        label={institutionsText("form.name")}
        render={(field, aria) => <Input {...field} {...aria} value={field.value as string} required />}
      />
      <FormField
        control={control}
        name={names.emirate}
        label={institutionsText("form.emirate")}
        render={({ value, onChange, ...field }, aria) => (
          <EmirateSelect
            {...field}
            {...aria}
            value={(value as Emirate | "" | null | undefined) ?? ""}
            onValueChange={onChange}
            blankLabel={institutionsText("form.noEmirate")}
          />
        )}
      />
    </>
  );
}

interface DomainsFieldProps<In extends FieldValues, Out extends FieldValues> {
  control: Control<In, unknown, Out>;
  name: FieldPathByValue<In, string>;
  label: string;
}

/** Where staff type e-mail domains, several separated by commas or spaces (parseDomains reads them). */
export function DomainsField<In extends FieldValues, Out extends FieldValues>({
  control,
  name,
  label,
}: DomainsFieldProps<In, Out>) {
  return (
    <FormField
      control={control}
      name={name}
      label={label}
      hint={institutionsText("form.domainsHint")}
      render={(field, aria) => (
        <Input {...field} {...aria} value={field.value as string} autoCapitalize="none" spellCheck={false} />
      )}
    />
  );
}
