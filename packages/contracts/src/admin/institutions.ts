// The institutions staff keep: universities and colleges and the e-mail domains that prove a
// student studies there. A domain belongs to one institution only.
import * as z from "zod";
import { lazyMessages } from "../i18n/messages.ts";
import { integerIdText } from "../ids.ts";
import { line, answerText } from "../text.ts";
import { INSTITUTION_NAME_MAX } from "../verification.ts";

export const EMIRATES = [
  "Abu Dhabi",
  "Dubai",
  "Sharjah",
  "Ajman",
  "Umm Al Quwain",
  "Ras Al Khaimah",
  "Fujairah",
] as const;
export type Emirate = (typeof EMIRATES)[number];

export const DOMAINS_PER_CHANGE_MAX = 20;

export const institutionMessages = lazyMessages({
  domain: "institution.domain",
  name: "institution.name",
  nameTooLong: ["institution.nameTooLong", { max: INSTITUTION_NAME_MAX }],
  emirate: "institution.emirate",
  tooManyDomains: ["institution.tooManyDomains", { max: DOMAINS_PER_CHANGE_MAX }],
});

// Labels of letters, digits and inner hyphens; at least two labels; a top-level domain of letters.
const HOSTNAME = /^(?=.{4,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

/** An e-mail domain as staff type it, lower-cased: "Students.HCT.ac.ae " -> "students.hct.ac.ae". */
export const domainSchema = line({ error: () => institutionMessages.domain })
  .trim()
  .toLowerCase()
  .regex(HOSTNAME, { error: () => institutionMessages.domain });

const nameSchema = line({ error: () => institutionMessages.name })
  .trim()
  .min(1, { error: () => institutionMessages.name })
  .max(INSTITUTION_NAME_MAX, { error: () => institutionMessages.nameTooLong });

/** Empty means "not given" (the form's blank option). */
const emirateSchema = z
  .enum(["", ...EMIRATES], { error: () => institutionMessages.emirate })
  .nullish()
  .transform((value) => value || null);

const domainsSchema = z
  .array(domainSchema)
  .max(DOMAINS_PER_CHANGE_MAX, { error: () => institutionMessages.tooManyDomains });

export const newInstitutionSchema = z.object({ name: nameSchema, emirate: emirateSchema });
export type NewInstitution = z.input<typeof newInstitutionSchema>;

/** POST /api/admin/institutions. */
export const createInstitutionSchema = newInstitutionSchema.extend({ domains: domainsSchema.default([]) });
export type CreateInstitutionInput = z.input<typeof createInstitutionSchema>;
export type CreateInstitution = z.output<typeof createInstitutionSchema>;

/** PATCH /api/admin/institutions/:id: only what is given changes. */
export const updateInstitutionSchema = z.object({
  name: nameSchema.optional(),
  emirate: emirateSchema.optional(),
  addDomains: domainsSchema.optional(),
  removeDomains: domainsSchema.optional(),
});
export type UpdateInstitutionInput = z.input<typeof updateInstitutionSchema>;
export type UpdateInstitution = z.output<typeof updateInstitutionSchema>;

export const institutionIdParamsSchema = z.object({ id: integerIdText() });

export const institutionSchema = z.object({
  id: z.number().int(),
  name: answerText(),
  emirate: answerText().nullable(),
  domains: z.array(z.object({ domain: answerText(), isLegacy: z.boolean() })),
  /** Students verified now whose profile names this institution. */
  verifiedStudents: z.number().int(),
});
export type Institution = z.infer<typeof institutionSchema>;

export const institutionListSchema = z.object({ institutions: z.array(institutionSchema) });
export type InstitutionList = z.infer<typeof institutionListSchema>;

/**
 * What adding a domain did to the students waiting on it. A listed domain verifies no one by itself:
 * each is sent a code to their student e-mail and verifies by entering it.
 */
export const domainOutcomeShape = {
  /** Waiting students sent a verification code. */
  codesSent: z.number().int(),
  /** Waiting students refused because another account already verified their student e-mail. */
  rejected: z.number().int(),
};

/** The answer to a change: the institution now, and what its new domains did to waiting students. */
export const institutionChangeSchema = z.object({
  institution: institutionSchema,
  ...domainOutcomeShape,
});
export type InstitutionChange = z.infer<typeof institutionChangeSchema>;
