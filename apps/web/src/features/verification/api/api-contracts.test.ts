// The verification calls' types are the contracts' (checked by `tsc -p apps/web`).
import { describe, expectTypeOf, it } from "vitest";
import type * as z from "zod";
import type { userSchema } from "@studentperks/contracts/auth";
import type {
  documentFieldsSchema,
  documentUploadAnswerSchema,
  studentEmailAnswerSchemas,
  verificationSchema,
  verifyStudentEmailSchema,
  verifyStudentOtpSchema,
} from "@studentperks/contracts/verification";
import { verificationQueryOptions } from "./get-verification.ts";
import { submitStudentEmail } from "./submit-student-email.ts";
import { uploadDocument } from "./upload-document.ts";
import { verifyStudentCode } from "./verify-student-code.ts";

type Answer<Status extends keyof typeof studentEmailAnswerSchemas> = z.output<
  (typeof studentEmailAnswerSchemas)[Status]
>;
/** One status's answer, with the name the page gives it (flattened, as the call spreads it). */
type Named<Kind, T> = { [Key in keyof ({ kind: Kind } & T)]: ({ kind: Kind } & T)[Key] };

describe("the verification calls", () => {
  it("take the contracts' request types and answer their schemas' output", () => {
    expectTypeOf(submitStudentEmail).parameter(0).toEqualTypeOf<z.input<typeof verifyStudentEmailSchema>>();
    expectTypeOf(submitStudentEmail).returns.resolves.toEqualTypeOf<
      Named<"code-sent", Answer<200>> | Named<"unrecognized", Answer<202>>
    >();
    expectTypeOf(verifyStudentCode).parameter(0).toEqualTypeOf<z.input<typeof verifyStudentOtpSchema>>();
    expectTypeOf(verifyStudentCode).returns.resolves.toEqualTypeOf<z.output<typeof userSchema>>();
    expectTypeOf(uploadDocument)
      .parameter(0)
      .toEqualTypeOf<z.input<typeof documentFieldsSchema> & { document: File }>();
    expectTypeOf(uploadDocument).returns.resolves.toEqualTypeOf<
      z.output<typeof documentUploadAnswerSchema>
    >();
    expectTypeOf(verificationQueryOptions().queryFn)
      .extract<(...args: never[]) => unknown>()
      .returns.resolves.toEqualTypeOf<z.output<typeof verificationSchema> | null>();
  });
});
