// The institution forms' rules: the contracts' schemas (the server checks them again), over the values
// the inputs hold. Domains are typed into one box, so its text is read into the list the contracts
// check, and a refused domain is told under that box.
import * as z from "zod";
import {
  createInstitutionSchema,
  newInstitutionSchema,
  updateInstitutionSchema,
  type Emirate,
  type Institution,
  type UpdateInstitutionInput,
} from "@studentperks/contracts/admin/institutions";
import { parseDomains } from "./lib.ts";

type DomainList = z.ZodType<string[] | undefined, string[] | undefined>;

/**
 * The domains `read` finds in a field's value, checked by the contracts' list schema; the first
 * domain at fault is told under the field (an issue on one item would have no field to show under).
 */
function checkedDomains<Value>(list: DomainList, read: (value: Value) => string[]) {
  return (value: Value, ctx: z.RefinementCtx<Value>): string[] => {
    const parsed = list.safeParse(read(value));
    if (parsed.success) return parsed.data ?? [];
    ctx.addIssue({ code: "custom", message: parsed.error.issues[0]!.message, input: value });
    return z.NEVER;
  };
}

/** The text of a domains box, split by parseDomains. */
const domainsText = (list: DomainList) => z.string().transform(checkedDomains(list, parseDomains));

/** Add an institution: name, emirate ("" for not given) and the domains box. */
export const newInstitutionFormSchema = newInstitutionSchema.extend({
  domains: domainsText(createInstitutionSchema.shape.domains),
});
export type NewInstitutionFormValues = z.input<typeof newInstitutionFormSchema>;

export const emptyNewInstitution: NewInstitutionFormValues = { name: "", emirate: "", domains: "" };

/** Edit an institution: its name and emirate, domains to add (a box) and to remove (ticked in a list). */
export const editInstitutionFormSchema = updateInstitutionSchema.extend({
  name: newInstitutionSchema.shape.name,
  emirate: newInstitutionSchema.shape.emirate,
  addDomains: domainsText(updateInstitutionSchema.shape.addDomains),
  removeDomains: z
    .array(z.string())
    .transform(checkedDomains(updateInstitutionSchema.shape.removeDomains, (domains) => domains)),
});
export type EditInstitutionFormValues = z.input<typeof editInstitutionFormSchema>;
export type EditInstitutionFormOutput = z.output<typeof editInstitutionFormSchema>;

export function editInstitutionValues(institution: Institution): EditInstitutionFormValues {
  return {
    name: institution.name,
    // The server only stores one of EMIRATES, or none.
    emirate: (institution.emirate as Emirate | null) ?? "",
    addDomains: "",
    removeDomains: [],
  };
}

/**
 * The PATCH for an edit: the name and emirate only when they changed (a rename is recorded, and
 * students verified before it keep the old name), the domains to add and remove.
 */
export function institutionPatch(
  institution: Institution,
  values: EditInstitutionFormOutput,
): UpdateInstitutionInput {
  return {
    ...(values.name === institution.name ? {} : { name: values.name }),
    ...(values.emirate === institution.emirate ? {} : { emirate: values.emirate }),
    addDomains: values.addDomains,
    removeDomains: values.removeDomains,
  };
}

/**
 * The field of `fields` a server issue names, if the form has it; an issue about one domain of a
 * list ("addDomains.2") belongs to the list's field.
 */
export function institutionFieldOf<Field extends string>(fields: readonly Field[]) {
  return (path: string): Field | undefined => {
    const field = path.replace(/\.\d+$/, "");
    return fields.find((candidate) => candidate === field);
  };
}
