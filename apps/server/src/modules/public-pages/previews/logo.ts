// An offer's logo bytes, only from where our logos live: the shipped brand logos (/brand-logos/…)
// or an uploaded one in public storage (/uploads/logos/…). Any other address is not fetched.
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { logoKeyFromUrl } from "#server/modules/uploads/index.ts";
import type { FileStorage } from "#server/services/storage/index.ts";

const BRAND_LOGO = /^\/brand-logos\/([a-z0-9][a-z0-9-]*\.(?:svg|png|webp))$/;
/** Uploaded logos are re-encoded to at most 512 px; anything bigger is not one of ours. */
const MAX_BYTES = 2 * 1024 * 1024;

export type ReadLogo = (logoUrl: string | null) => Promise<Buffer | null>;

export function createLogoReader(deps: {
  brandLogosDir: string;
  storage: FileStorage;
  publicUrl: string;
}): ReadLogo {
  return async (logoUrl) => {
    if (!logoUrl) return null;
    const shipped = BRAND_LOGO.exec(logoUrl);
    if (shipped) return readFile(join(deps.brandLogosDir, shipped[1]!)).catch(() => null);
    const key = logoKeyFromUrl(logoUrl, deps.publicUrl);
    const file = key ? await deps.storage.get(key) : null;
    if (!file) return null;
    if (file.size > MAX_BYTES) {
      file.body.destroy();
      return null;
    }
    return Buffer.concat(await file.body.toArray());
  };
}
