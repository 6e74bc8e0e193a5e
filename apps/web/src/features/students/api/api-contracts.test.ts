// The profile calls' types are the contracts' (checked by `tsc -p apps/web`).
import { describe, expectTypeOf, it } from "vitest";
import type * as z from "zod";
import type { changePasswordSchema, messageAnswerSchema } from "@studentperks/contracts/auth";
import type {
  CreateProfileInput,
  createProfileSchema,
  emailChangeConfirmSchema,
  emailChangeRequestAnswerSchema,
  emailChangeRequestSchema,
  studentProfileSchema,
  updateProfileSchema,
} from "@studentperks/contracts/students";
import { changePassword } from "./change-password.ts";
import { createProfile } from "./create-profile.ts";
import { confirmEmailChange, requestEmailChange } from "./email-change.ts";
import { getProfile } from "./get-profile.ts";
import { updateProfile } from "./update-profile.ts";

type Profile = z.output<typeof studentProfileSchema>;

describe("the profile calls", () => {
  it("take the contracts' request types and answer their schemas' output", () => {
    expectTypeOf(createProfile).parameter(0).toEqualTypeOf<CreateProfileInput>();
    expectTypeOf(createProfile).parameter(0).toEqualTypeOf<z.input<typeof createProfileSchema>>();
    expectTypeOf(createProfile).returns.resolves.toEqualTypeOf<Profile>();
    expectTypeOf(getProfile).returns.resolves.toEqualTypeOf<Profile | null>();
    expectTypeOf(updateProfile).parameter(0).toEqualTypeOf<z.input<typeof updateProfileSchema>>();
    expectTypeOf(updateProfile).returns.resolves.toEqualTypeOf<Profile>();
    expectTypeOf(changePassword).parameter(0).toEqualTypeOf<z.input<typeof changePasswordSchema>>();
    expectTypeOf(changePassword).returns.resolves.toEqualTypeOf<z.output<typeof messageAnswerSchema>>();
    expectTypeOf(requestEmailChange).parameter(0).toEqualTypeOf<z.input<typeof emailChangeRequestSchema>>();
    expectTypeOf(requestEmailChange).returns.resolves.toEqualTypeOf<
      z.output<typeof emailChangeRequestAnswerSchema>
    >();
    expectTypeOf(confirmEmailChange).parameter(0).toEqualTypeOf<z.input<typeof emailChangeConfirmSchema>>();
    expectTypeOf(confirmEmailChange).returns.resolves.toEqualTypeOf<Profile>();
  });
});
