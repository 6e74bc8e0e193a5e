import { describe, expect, it } from "vitest";
import { profileFormSchema, toProfilePayload } from "./profile-form.ts";

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

  it("requires a name", () => {
    expect(profileFormSchema.safeParse({ ...values, fullName: "   " }).success).toBe(false);
  });
});
