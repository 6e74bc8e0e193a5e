import { describe, expect, it } from "vitest";
import { COVER_MAX_BYTES, merchantMessages } from "@studentperks/contracts/merchants";
import { COVER_ACCEPT, coverFileProblem } from "./cover-file.ts";

describe("coverFileProblem", () => {
  it("takes PNG, JPG, GIF and WebP images up to 10 MB", () => {
    for (const type of ["image/png", "image/jpeg", "image/gif", "image/webp"]) {
      expect(coverFileProblem({ type, size: COVER_MAX_BYTES })).toBeNull();
    }
    expect(COVER_ACCEPT).toBe("image/png,image/jpeg,image/gif,image/webp");
  });

  it("refuses other types, SVG included, and larger files, in the cover's own words", () => {
    expect(coverFileProblem({ type: "image/svg+xml", size: 10 })).toBe(merchantMessages.coverType);
    expect(coverFileProblem({ type: "application/pdf", size: 10 })).toBe(merchantMessages.coverType);
    expect(coverFileProblem({ type: "image/png", size: COVER_MAX_BYTES + 1 })).toBe(
      merchantMessages.coverTooLarge,
    );
    expect(merchantMessages.coverType).toBe("Please upload the cover as a PNG, JPG, GIF or WebP image.");
  });
});
