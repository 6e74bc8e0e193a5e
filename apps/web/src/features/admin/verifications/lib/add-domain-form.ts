// Add domain's rules: the domain joins an institution on the list (one must be chosen) or a new one
// (the contracts' name and emirate rules), as the server's addDomainSchema takes it.
import type { DefaultValues } from "react-hook-form";
import * as z from "zod";
import { addDomainSchema, type AddDomainInput } from "@studentperks/contracts/admin/verifications";
import { verificationsText } from "../messages.ts";

const [toExisting, toNew] = addDomainSchema.options;

export const addDomainFormSchema = z.discriminatedUnion("choice", [
  z.object({
    choice: z.literal("existing"),
    // The select holds the id as text; "" is its "Choose an institution" option.
    institutionId: z
      .string()
      .min(1, verificationsText("addDomain.chooseFirst"))
      .transform(Number)
      .pipe(toExisting.shape.institutionId),
  }),
  z.object({ choice: z.literal("new"), institution: toNew.shape.institution }),
]);
export type AddDomainFormValues = z.input<typeof addDomainFormSchema>;
export type AddDomainFormOutput = z.output<typeof addDomainFormSchema>;
export type AddDomainChoice = AddDomainFormValues["choice"];

const blankNewInstitution = { institution: { name: "", emirate: "" } } as const;

/**
 * Both choices' fields, empty: the form holds both, so switching back and forth keeps what was typed
 * (the schema reads only the chosen one's). Spread, as the type names one choice's fields at a time.
 */
export const emptyAddDomain: DefaultValues<AddDomainFormValues> = {
  choice: "existing",
  institutionId: "",
  ...blankNewInstitution,
};

/** POST /api/admin/verifications/domains's body for the chosen institution. */
export function addDomainRequest(domain: string, values: AddDomainFormOutput): AddDomainInput {
  return values.choice === "existing"
    ? { domain, institutionId: values.institutionId }
    : { domain, institution: values.institution };
}

const FIELDS = ["institutionId", "institution.name", "institution.emirate"] as const;

/** The form field a server issue names ("domain" is not one: it is the dialog's subject). */
export const addDomainFieldOf = (path: string) => FIELDS.find((field) => field === path);
