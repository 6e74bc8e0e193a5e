// Where a student's code comes from when the offer has no pool: the preset code, or one generated in
// the spec's format (spec 000 §4): the brand's letters and digits, lowercased, the suffix, then 10-99.
import { GENERATED_CODE_SUFFIX } from "@studentperks/contracts/redemption";
import type { Random } from "#server/services/random.ts";

const brandPart = (brandName: string) => brandName.toLowerCase().replace(/[^a-z0-9]/g, "");

export function generatedCode(brandName: string, random: Pick<Random, "between">): string {
  return `${brandPart(brandName)}${GENERATED_CODE_SUFFIX}${random.between(10, 99)}`;
}

/** A generated code that staff have not marked bad (issue 36); null when all 90 are. */
export function generatedCodeAvoiding(
  brandName: string,
  random: Pick<Random, "between">,
  bad: ReadonlySet<string>,
): string | null {
  if (bad.size === 0) return generatedCode(brandName, random);
  const allowed: string[] = [];
  for (let n = 10; n <= 99; n += 1) {
    const code = `${brandPart(brandName)}${GENERATED_CODE_SUFFIX}${n}`;
    if (!bad.has(code)) allowed.push(code);
  }
  return allowed.length === 0 ? null : allowed[random.between(0, allowed.length - 1)]!;
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
