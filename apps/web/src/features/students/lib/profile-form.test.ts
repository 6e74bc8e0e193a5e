import { describe, expect, it } from "vitest";
import { planProfileSave, profileFormSchema, toProfilePayload } from "./profile-form.ts";

const values = {
  fullName: "Aisha Al Mansoori",
  email: "aisha@example.com",
  phone: "",
  emailMarketing: false,
  whatsappMarketing: true,
};

describe("profile form", () => {
  it("sends the name split at the first space and an empty phone as null", () => {
    const parsed = profileFormSchema.parse(values);
    expect(toProfilePayload(parsed)).toEqual({
      firstName: "Aisha",
      lastName: "Al Mansoori",
      email: "aisha@example.com",
      phoneNumber: null,
      emailMarketing: false,
      whatsappMarketing: true,
    });
  });

  it("keeps a phone that is given, and rejects a malformed one on the phone field", () => {
    expect(profileFormSchema.parse({ ...values, phone: " +971 50 123 4567 " }).phone).toBe(
      "+971 50 123 4567",
    );
    const result = profileFormSchema.safeParse({ ...values, phone: "call me maybe" });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(["phone"]);
  });

  it("requires a first and a last name, by the sign-up rules, in words a person reads", () => {
    const refusal = (fullName: string) =>
      profileFormSchema.safeParse({ ...values, fullName }).error?.issues.map((i) => [i.path, i.message]);
    expect(refusal("   ")).toEqual([[["fullName"], "Please enter your first and last name"]]);
    expect(refusal("Omar")).toEqual([[["fullName"], "Please enter your first and last name"]]);
    expect(refusal("O Mansoori")).toEqual([[["fullName"], "First name must be at least 2 characters"]]);
    expect(refusal(`Omar ${"M".repeat(101)}`)).toEqual([
      [["fullName"], "Names must be at most 100 characters"],
    ]);
    expect(refusal("Omar Al Mansoori")).toBeUndefined();
  });

  it("saves the other fields with the stored e-mail and hands a new login e-mail to the confirm step", () => {
    const parsed = profileFormSchema.parse({ ...values, email: " New.Address@Example.com " });
    expect(planProfileSave(parsed, "aisha@example.com")).toEqual({
      payload: { ...toProfilePayload(parsed), email: "aisha@example.com" },
      newEmail: "New.Address@Example.com",
    });
    const same = profileFormSchema.parse({ ...values, email: "AISHA@example.com" });
    expect(planProfileSave(same, "aisha@example.com")).toEqual({
      payload: { ...toProfilePayload(same), email: "aisha@example.com" },
      newEmail: null,
    });
  });
});
