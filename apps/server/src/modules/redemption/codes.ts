// Where a student's code comes from when the offer has no pool: the preset code, or one generated in
// the spec's format (spec 000 §4): the brand's letters and digits, lowercased, the suffix, then 10-99.
import { GENERATED_CODE_SUFFIX } from "@studentperks/contracts/redemption";
import type { Random } from "#server/services/random.ts";

export function generatedCode(brandName: string, random: Pick<Random, "between">): string {
  const brand = brandName.toLowerCase().replace(/[^a-z0-9]/g, "");
  return `${brand}${GENERATED_CODE_SUFFIX}${random.between(10, 99)}`;
}

/** Pool codes as loaded: trimmed, blank lines dropped, each once, at most 100 characters. */
export function cleanPoolCodes(codes: readonly string[]): string[] {
  const seen = new Set<string>();
  for (const raw of codes) {
    const code = raw.trim();
    if (code !== "" && code.length <= 100) seen.add(code);
  }
  return [...seen];
}
