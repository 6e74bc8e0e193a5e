import { describe, expect, it } from "vitest";
import { parseSignupDraft } from "./signup-draft.ts";

const draft = {
  firstName: "Aisha",
  lastName: "Khan",
  email: "aisha@example.com",
  phone: "+971 50 123 4567",
  emailMarketing: true,
  whatsappMarketing: false,
};

describe("parseSignupDraft", () => {
  it("reads a saved draft", () => {
    expect(parseSignupDraft(JSON.stringify(draft))).toEqual(draft);
  });

  it("gives null for no draft, broken JSON or a draft the form would not accept", () => {
    expect(parseSignupDraft(null)).toBeNull();
    expect(parseSignupDraft("{oops")).toBeNull();
    expect(parseSignupDraft(JSON.stringify({ ...draft, email: "not-an-email" }))).toBeNull();
  });
});
