import type { ComponentProps } from "react";
import { EMIRATES, type Emirate } from "@studentperks/contracts/admin/institutions";
import { Select } from "#web/components/ui/select.tsx";

interface EmirateSelectProps extends Omit<ComponentProps<"select">, "value" | "onChange"> {
  value: Emirate | "";
  onValueChange: (value: Emirate | "") => void;
  /** The blank option's text. */
  blankLabel: string;
}

/** The seven emirates, or none. */
export function EmirateSelect({ value, onValueChange, blankLabel, ...props }: EmirateSelectProps) {
  return (
    <Select value={value} onChange={(event) => onValueChange(event.target.value as Emirate | "")} {...props}>
      <option value="">{blankLabel}</option>
      {EMIRATES.map((emirate) => (
        <option key={emirate}>{emirate}</option>
      ))}
    </Select>
  );
}
