import { describe, expect, it } from "vitest";
import { ApiError } from "#web/lib/api-client.ts";
import { CoverUploadError, LogoUploadError, partnershipFailureText } from "./partnership-failure.ts";

describe("partnershipFailureText", () => {
  it("says the logo upload failed, with the server's reason after the spec's words", () => {
    expect(partnershipFailureText(new LogoUploadError(new TypeError("Network request failed")))).toBe(
      "Error: Failed to upload logo file",
    );
    const refused = new ApiError(415, "Unsupported Media Type", {
      message: "Please upload a PNG, JPG, GIF or WebP image.",
    });
    expect(partnershipFailureText(new LogoUploadError(refused))).toBe(
      "Error: Failed to upload logo file. Please upload a PNG, JPG, GIF or WebP image.",
    );
  });

  it("says the cover upload failed, with the server's reason", () => {
    expect(partnershipFailureText(new CoverUploadError(new TypeError("Network request failed")))).toBe(
      "Error: Failed to upload cover image",
    );
    const refused = new ApiError(400, "Bad Request", {
      message: "This cover image could not be read. Please upload a PNG, JPG, GIF or WebP image.",
    });
    expect(partnershipFailureText(new CoverUploadError(refused))).toBe(
      "Error: Failed to upload cover image. This cover image could not be read. Please upload a PNG, JPG, GIF or WebP image.",
    );
  });

  it("gives the server's message for a refused request, or the fallback", () => {
    const limited = new ApiError(429, "Too Many Requests", { message: "Too many requests" });
    expect(partnershipFailureText(limited)).toBe("Error: Too many requests");
    expect(partnershipFailureText(new ApiError(500, "Internal Server Error", null))).toBe(
      "Error: Failed to submit partnership request",
    );
  });
});
