// The fields the add and edit institution forms share.
import type { Emirate } from "@studentperks/contracts/admin/institutions";
import { Input } from "../../../../components/ui/input.tsx";
import { Field } from "../../shared/components/form-parts.tsx";
import { institutionsText } from "../messages.en.ts";
import { EmirateSelect } from "./emirate-select.tsx";

/** The institution's name (required) and emirate (optional); ids are `${id}-name` and `${id}-emirate`. */
export function NameAndEmirateFields({
  id,
  name,
  onNameChange,
  emirate,
  onEmirateChange,
}: {
  id: string;
  name: string;
  onNameChange: (name: string) => void;
  emirate: Emirate | "";
  onEmirateChange: (emirate: Emirate | "") => void;
}) {
  return (
    <>
      <Field id={`${id}-name`} label={institutionsText("form.name")}>
        <Input id={`${id}-name`} value={name} onChange={(e) => onNameChange(e.target.value)} required />
      </Field>
      <Field id={`${id}-emirate`} label={institutionsText("form.emirate")}>
        <EmirateSelect
          id={`${id}-emirate`}
          value={emirate}
          onValueChange={onEmirateChange}
          blankLabel={institutionsText("form.noEmirate")}
        />
      </Field>
    </>
  );
}

/** Where staff type e-mail domains, several separated by commas or spaces (parseDomains reads them). */
export function DomainsField({
  id,
  label,
  value,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <Field id={id} label={label} hint={institutionsText("form.domainsHint")}>
      <Input
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby={`${id}-hint`}
        autoCapitalize="none"
        spellCheck={false}
      />
    </Field>
  );
}
