import { describe, expect, it } from "vitest";
import { checkDocumentFile } from "./document-file.ts";

const file = (name: string, type: string, size = 1000) => ({ name, type, size });

describe("checkDocumentFile", () => {
  it("accepts JPEG, PNG, WebP and PDF by type or by name", () => {
    for (const [name, type] of [
      ["id.jpg", "image/jpeg"],
      ["id.JPEG", ""],
      ["scan.png", "image/png"],
      ["photo.webp", "image/webp"],
      ["letter.pdf", "application/pdf"],
      ["letter", "application/pdf"],
    ]) {
      expect(checkDocumentFile(file(name!, type!)), name).toBeNull();
    }
  });

  it("refuses other types", () => {
    expect(checkDocumentFile(file("card.gif", "image/gif"))).toBe("type");
    expect(checkDocumentFile(file("notes.docx", "application/vnd.openxmlformats"))).toBe("type");
    expect(checkDocumentFile(file("noextension", ""))).toBe("type");
  });

  it("allows exactly 5MB and refuses a byte more", () => {
    expect(checkDocumentFile(file("a.pdf", "application/pdf", 5_242_880))).toBeNull();
    expect(checkDocumentFile(file("a.pdf", "application/pdf", 5_242_881))).toBe("size");
  });
});
