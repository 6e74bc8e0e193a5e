import { Input } from "../../../../components/ui/input.tsx";
import { Field } from "../../shared/components/form-parts.tsx";
import { nt } from "../messages.en.ts";

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
    <Field id={id} label={label} hint={nt("form.domainsHint")}>
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
