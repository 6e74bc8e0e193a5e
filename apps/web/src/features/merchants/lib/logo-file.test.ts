import { describe, expect, it } from "vitest";
import { LOGO_MAX_BYTES, merchantMessages } from "@studentperks/contracts/merchants";
import { LOGO_ACCEPT, logoFileProblem } from "./logo-file.ts";

describe("logoFileProblem", () => {
  it("takes PNG, JPG, GIF and WebP images up to 10 MB", () => {
    for (const type of ["image/png", "image/jpeg", "image/gif", "image/webp"]) {
      expect(logoFileProblem({ type, size: LOGO_MAX_BYTES })).toBeNull();
    }
    expect(LOGO_ACCEPT).toBe("image/png,image/jpeg,image/gif,image/webp");
  });

  it("refuses other types, SVG included, and larger files", () => {
    expect(logoFileProblem({ type: "application/pdf", size: 10 })).toBe(merchantMessages.logoType);
    expect(logoFileProblem({ type: "image/svg+xml", size: 10 })).toBe(merchantMessages.logoType);
    expect(logoFileProblem({ type: "", size: 10 })).toBe(merchantMessages.logoType);
    expect(logoFileProblem({ type: "image/png", size: LOGO_MAX_BYTES + 1 })).toBe(
      merchantMessages.logoTooLarge,
    );
  });
});
