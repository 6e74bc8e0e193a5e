import { useState } from "react";
import type { UseFormReturn } from "react-hook-form";
import { schemaResolver, useResolvedForm, type SchemaResolver } from "#web/components/ui/form.tsx";
import {
  partnershipDefaults,
  relevantValues,
  type PartnershipFormOutput,
  type PartnershipFormValues,
} from "../lib/partnership-form.ts";

export type PartnershipFormMethods = UseFormReturn<PartnershipFormValues, unknown, PartnershipFormOutput>;

/** The form's rules, loaded when it is first focused; they see only the fields that count. */
function partnershipResolver(): SchemaResolver<PartnershipFormValues, PartnershipFormOutput> {
  const { resolve, preload } = schemaResolver(() =>
    import("../lib/partnership-form-schema.ts").then((module) => module.partnershipFormSchema),
  );
  // The form's values are a narrower type than the schema takes (no nulls, no numbers).
  type SchemaOptions = Parameters<typeof resolve>[2];
  return {
    preload,
    resolve: (values, context, options) =>
      resolve(relevantValues(values), context, options as unknown as SchemaOptions),
  };
}

/** The Submit Your Offer form: its defaults, and the contracts' rules over the fields that count. */
export function usePartnershipForm(): PartnershipFormMethods {
  const [resolver] = useState(partnershipResolver);
  return useResolvedForm(resolver, { defaultValues: partnershipDefaults() });
}
