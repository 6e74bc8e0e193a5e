import { existsSync } from "node:fs";

// Playwright's own browser download is not available here; use the system Chromium (Debian: `chromium`).
const candidates = [
  process.env.CHROMIUM_PATH,
  "/usr/bin/chromium",
  "/usr/bin/chromium-browser",
  "/usr/bin/google-chrome",
];

export function findChromium(): string {
  const found = candidates.find((path): path is string => Boolean(path) && existsSync(path as string));
  if (!found) {
    throw new Error(
      "No Chromium found. Install one (Debian/Ubuntu: `apt-get install -y chromium`) or set CHROMIUM_PATH.",
    );
  }
  return found;
}
