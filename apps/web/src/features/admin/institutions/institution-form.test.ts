import { describe, expect, it } from "vitest";
import { institutionMessages, type Institution } from "@studentperks/contracts/admin/institutions";
import {
  editInstitutionFormSchema,
  editInstitutionValues,
  institutionFieldOf,
  institutionPatch,
  newInstitutionFormSchema,
} from "./institution-form.ts";

const zayed: Institution = {
  id: 7,
  name: "Zayed University",
  emirate: "Abu Dhabi",
  domains: [
    { domain: "zu.ac.ae", isLegacy: false },
    { domain: "old.zu.ac.ae", isLegacy: true },
  ],
  verifiedStudents: 12,
};

const messagesOf = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => result.error?.issues.map((issue) => [issue.path.join("."), issue.message]) ?? [];

describe("newInstitutionFormSchema", () => {
  it("reads the domains box into the list the server takes, lower-cased, and a blank emirate as none", () => {
    const parsed = newInstitutionFormSchema.parse({
      name: "  Falcon College ",
      emirate: "",
      domains: " Falcon.AC.ae, students.falcon.ac.ae\n",
    });
    expect(parsed).toEqual({
      name: "Falcon College",
      emirate: null,
      domains: ["falcon.ac.ae", "students.falcon.ac.ae"],
    });
  });

  it("refuses a missing name and a domain that is not one, each under its own field", () => {
    const result = newInstitutionFormSchema.safeParse({
      name: "  ",
      emirate: "Dubai",
      domains: "falcon.ac.ae https://falcon.ac.ae",
    });
    expect(messagesOf(result)).toEqual([
      ["name", institutionMessages.name],
      ["domains", institutionMessages.domain],
    ]);
  });

  it("refuses more than 20 domains at a time", () => {
    const domains = Array.from({ length: 21 }, (_, index) => `d${index}.ac.ae`).join(" ");
    const result = newInstitutionFormSchema.safeParse({ name: "Many", emirate: "", domains });
    expect(messagesOf(result)).toEqual([["domains", institutionMessages.tooManyDomains]]);
  });
});

describe("institutionPatch", () => {
  const edit = (changes: Partial<ReturnType<typeof editInstitutionValues>>) =>
    institutionPatch(zayed, editInstitutionFormSchema.parse({ ...editInstitutionValues(zayed), ...changes }));

  it("leaves out a name and emirate that did not change, whitespace aside", () => {
    expect(edit({ name: " Zayed University " })).toEqual({ addDomains: [], removeDomains: [] });
  });

  it("sends a rename, a cleared emirate (as none) and the domains to add and remove", () => {
    expect(
      edit({
        name: "Zayed University Dubai",
        emirate: "",
        addDomains: "ZUD.ac.ae",
        removeDomains: ["old.zu.ac.ae"],
      }),
    ).toEqual({
      name: "Zayed University Dubai",
      emirate: null,
      addDomains: ["zud.ac.ae"],
      removeDomains: ["old.zu.ac.ae"],
    });
  });
});

describe("institutionFieldOf", () => {
  const fieldOf = institutionFieldOf(["name", "addDomains", "removeDomains"] as const);

  it("puts an issue about one domain of a list under the list's field, and ignores unknown paths", () => {
    expect(fieldOf("addDomains.2")).toBe("addDomains");
    expect(fieldOf("removeDomains")).toBe("removeDomains");
    expect(fieldOf("name")).toBe("name");
    expect(fieldOf("emirate")).toBeUndefined();
    expect(fieldOf("body")).toBeUndefined();
  });
});
