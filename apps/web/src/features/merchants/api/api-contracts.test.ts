// The merchant calls' types are the contracts' (checked by `tsc -p apps/web`).
import { describe, expectTypeOf, it } from "vitest";
import type * as z from "zod";
import type {
  coverUploadAnswerSchema,
  logoUploadAnswerSchema,
  PartnershipRequestInput,
  partnershipRequestAnswerSchema,
  partnershipRequestSchema,
} from "@studentperks/contracts/merchants";
import { submitPartnershipRequest } from "./submit-partnership-request.ts";
import { uploadCover, uploadLogo } from "#web/lib/image-uploads.ts";

describe("the merchant calls", () => {
  it("take the contracts' request types and answer their schemas' output", () => {
    expectTypeOf(submitPartnershipRequest).parameter(0).toEqualTypeOf<PartnershipRequestInput>();
    expectTypeOf(submitPartnershipRequest)
      .parameter(0)
      .toEqualTypeOf<z.input<typeof partnershipRequestSchema>>();
    expectTypeOf(submitPartnershipRequest).returns.resolves.toEqualTypeOf<
      z.output<typeof partnershipRequestAnswerSchema>
    >();
    expectTypeOf(uploadLogo).returns.resolves.toEqualTypeOf<z.output<typeof logoUploadAnswerSchema>>();
    expectTypeOf(uploadCover).returns.resolves.toEqualTypeOf<z.output<typeof coverUploadAnswerSchema>>();
  });
});
