import { describe, expect, it } from "vitest";
import { CODES_FILE_MAX_BYTES, codesFileMessages } from "@studentperks/contracts/admin/offers";
import { codesFileProblem, codesTextProblem, codesUploadSchema } from "./codes-file.ts";

const csv = (text: string) => new File([text], "codes.csv", { type: "text/csv" });
const messagesOf = async (file: File | null) =>
  (await codesUploadSchema.safeParseAsync({ file })).error?.issues.map((issue) => issue.message) ?? [];

describe("codesTextProblem", () => {
  it("takes a file of codes, with or without a header, blank lines and extra columns", () => {
    expect(codesTextProblem("code\nOASIS-A1\n\nOASIS-B2,unused\n")).toBeNull();
  });

  it("names the first line that is not a code, counting from 1", () => {
    expect(codesTextProblem("code\nOASIS-A1\nOASIS B2\n")).toBe(codesFileMessages.badLine(3));
  });

  it("refuses a file without codes", () => {
    expect(codesTextProblem("code\n\n")).toBe(codesFileMessages.empty);
  });
});

describe("codesUploadSchema", () => {
  it("asks for a file, and refuses one whose codes the server would refuse, before it is sent", async () => {
    expect(await messagesOf(null)).toEqual([codesFileMessages.missing]);
    expect(await messagesOf(csv("OASIS-A1\nnot a code\n"))).toEqual([codesFileMessages.badLine(2)]);
    expect(await messagesOf(csv("OASIS-A1\nOASIS-B2\n"))).toEqual([]);
  });

  it("refuses a file larger than the server takes", async () => {
    const large = new File([new Uint8Array(CODES_FILE_MAX_BYTES + 1)], "codes.csv");
    expect(await codesFileProblem(large)).toBe("Please choose a file smaller than 1 MB.");
    expect(await messagesOf(large)).toEqual(["Please choose a file smaller than 1 MB."]);
    expect(await codesFileProblem(csv("OASIS-A1"))).toBeNull();
  });
});
