import { useForm, type UseFormReturn } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import {
  partnershipDefaults,
  partnershipFormSchema,
  relevantValues,
  type PartnershipFormOutput,
  type PartnershipFormValues,
} from "../lib/partnership-form.ts";

export type PartnershipFormMethods = UseFormReturn<PartnershipFormValues, unknown, PartnershipFormOutput>;

const resolveWithSchema = zodResolver(partnershipFormSchema);
// The form's values are a narrower type than the schema takes (no nulls, no numbers).
type SchemaOptions = Parameters<typeof resolveWithSchema>[2];

/** The Submit Your Offer form: its defaults, and the contracts' rules over the fields that count. */
export function usePartnershipForm(): PartnershipFormMethods {
  return useForm<PartnershipFormValues, unknown, PartnershipFormOutput>({
    defaultValues: partnershipDefaults(),
    resolver: (values, context, options) =>
      resolveWithSchema(relevantValues(values), context, options as SchemaOptions),
  });
}
