// The words of a failed submission (spec 001 §8), shown near the submit button.
import { serverMessage } from "#web/lib/api-client.ts";
import { t } from "#web/lib/i18n/index.ts";

/** The logo could not be uploaded, so the request was not sent (spec 001 §7, §8). */
export class LogoUploadError extends Error {
  constructor(readonly reason: unknown) {
    super("Failed to upload logo file");
    this.name = "LogoUploadError";
  }
}

/** The cover could not be uploaded, so the request was not sent either: the merchant chose one. */
export class CoverUploadError extends Error {
  constructor(readonly reason: unknown) {
    super("Failed to upload cover image");
    this.name = "CoverUploadError";
  }
}

/**
 * "Error: Failed to upload logo file" (or cover image) (with the server's reason after it, when it gave one), or
 * "Error: " and the server's message, or "Failed to submit partnership request".
 */
export function partnershipFailureText(error: unknown): string {
  if (error instanceof LogoUploadError) {
    const reason = serverMessage(error.reason);
    return reason ? t("partnership.uploadFailedDetail", { message: reason }) : t("partnership.uploadFailed");
  }
  if (error instanceof CoverUploadError) {
    const reason = serverMessage(error.reason);
    return reason
      ? t("partnership.coverUploadFailedDetail", { message: reason })
      : t("partnership.coverUploadFailed");
  }
  return t("partnership.failed", { message: serverMessage(error) ?? t("partnership.failedFallback") });
}
