// The Submit Your Offer form's rules: the contracts' (the server checks them again) over the form's
// values. Apart from partnership-form.ts so that the page starts without building them; the form
// loads this module when it is first focused (components/ui/form.tsx).
import * as z from "zod";
import {
  checkOfferRules,
  merchantMessages,
  partnershipFieldsSchema,
  redemptionStepsSchema,
} from "@studentperks/contracts/merchants";

export const partnershipFormSchema = partnershipFieldsSchema
  .extend({
    // The select starts on its "Select a category" placeholder, "".
    brandCategory: z.string().pipe(partnershipFieldsSchema.shape.brandCategory),
    // A refine rather than z.custom's own check, which would stop the rules across fields below.
    logo: z
      .custom<File | null>()
      .refine((value) => value instanceof File, { error: () => merchantMessages.logo })
      .transform((file) => file as File),
    // Optional: no file is no cover.
    cover: z.custom<File | null>().transform((file) => (file instanceof File ? file : null)),
    discountRedemptionGuide: redemptionStepsSchema,
  })
  // Checked even while other fields are wrong, so one submit shows every message at once.
  .superRefine((value, ctx) => checkOfferRules(value, ctx), { when: () => true });

export type PartnershipFormOutput = z.output<typeof partnershipFormSchema>;
