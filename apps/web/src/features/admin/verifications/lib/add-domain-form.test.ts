import { describe, expect, it } from "vitest";
import { institutionMessages } from "@studentperks/contracts/admin/institutions";
import { addDomainFieldOf, addDomainFormSchema, addDomainRequest } from "./add-domain-form.ts";

const blank = { institutionId: "", institution: { name: "", emirate: "" } };
const issuesOf = (values: unknown) =>
  addDomainFormSchema.safeParse(values).error?.issues.map((issue) => [issue.path.join("."), issue.message]);

describe("addDomainFormSchema", () => {
  it("asks for an institution from the list when the domain joins one, and sends its id", () => {
    expect(issuesOf({ ...blank, choice: "existing" })).toEqual([
      ["institutionId", "Please choose an institution."],
    ]);
    const values = addDomainFormSchema.parse({ ...blank, choice: "existing", institutionId: "12" });
    expect(addDomainRequest("falcon.ac.ae", values)).toEqual({ domain: "falcon.ac.ae", institutionId: 12 });
  });

  it("checks only the new institution's name and emirate when the domain joins a new one", () => {
    expect(issuesOf({ ...blank, choice: "new" })).toEqual([["institution.name", institutionMessages.name]]);
    const values = addDomainFormSchema.parse({
      choice: "new",
      institutionId: "",
      institution: { name: " Falcon College ", emirate: "" },
    });
    expect(addDomainRequest("falcon.ac.ae", values)).toEqual({
      domain: "falcon.ac.ae",
      institution: { name: "Falcon College", emirate: null },
    });
  });
});

describe("addDomainFieldOf", () => {
  it("names the fields the dialog has; the domain itself is not one", () => {
    expect(addDomainFieldOf("institution.name")).toBe("institution.name");
    expect(addDomainFieldOf("institutionId")).toBe("institutionId");
    expect(addDomainFieldOf("domain")).toBeUndefined();
  });
});
