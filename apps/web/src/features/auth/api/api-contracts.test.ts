// The auth calls' types are the contracts' (checked by `tsc -p apps/web`), and a call checks its answer
// against its contract schema in tests.
import { afterEach, describe, expect, expectTypeOf, it, vi } from "vitest";
import type * as z from "zod";
import type {
  codeSentAnswerSchema,
  loginSchema,
  messageAnswerSchema,
  RegisterInput,
  registerSchema,
  resetPasswordSchema,
  userSchema,
  verifyResetOtpSchema,
} from "@studentperks/contracts/auth";
import { requestResetCode } from "./forgot-password.ts";
import { getCurrentUser } from "./get-user.ts";
import { login } from "./login.ts";
import { register } from "./register.ts";
import { resetPassword } from "./reset-password.ts";
import { verifyResetCode } from "./verify-reset-otp.ts";

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the auth calls", () => {
  it("take the contracts' request types and answer their schemas' output", () => {
    expectTypeOf(register).parameter(0).toEqualTypeOf<RegisterInput>();
    expectTypeOf(register).parameter(0).toEqualTypeOf<z.input<typeof registerSchema>>();
    expectTypeOf(register).returns.resolves.toEqualTypeOf<z.output<typeof userSchema>>();
    expectTypeOf(login).parameter(0).toEqualTypeOf<z.input<typeof loginSchema>>();
    expectTypeOf(login).returns.resolves.toEqualTypeOf<z.output<typeof userSchema>>();
    expectTypeOf(getCurrentUser).returns.resolves.toEqualTypeOf<z.output<typeof userSchema>>();
    expectTypeOf(requestResetCode).returns.resolves.toEqualTypeOf<z.output<typeof codeSentAnswerSchema>>();
    expectTypeOf(verifyResetCode).parameter(0).toEqualTypeOf<z.input<typeof verifyResetOtpSchema>>();
    expectTypeOf(verifyResetCode).returns.resolves.toEqualTypeOf<z.output<typeof messageAnswerSchema>>();
    expectTypeOf(resetPassword).parameter(0).toEqualTypeOf<z.input<typeof resetPasswordSchema>>();
    expectTypeOf(resetPassword).returns.resolves.toEqualTypeOf<z.output<typeof messageAnswerSchema>>();
  });

  it("refuse a body the contract does not describe", () => {
    // @ts-expect-error: the contract's login needs a password.
    void (() => login({ email: "amira@zu.ac.ae" }));
    // @ts-expect-error: names are strings in the contract.
    void (() => register({ firstName: 1 }));
  });

  it("fail on an answer their contract does not allow, naming the call and the field", async () => {
    const user = {
      id: "u1",
      firstName: "Amira",
      lastName: "Haddad",
      email: "amira@example.com",
      phone: null,
    };
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response(JSON.stringify({ user }), { status: 200 })),
    );
    await expect(login({ email: "amira@example.com", password: "password1" })).rejects.toThrow(
      "The answer to POST /api/auth/login does not match its contract: user.role: Invalid option",
    );
    // Not "Failed to fetch user": a broken contract is a bug to see, not a signed-out visitor.
    await expect(getCurrentUser()).rejects.toThrow("The answer to GET /api/auth/user does not match");
  });
});
