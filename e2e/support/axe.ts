// axe-core's WCAG 2.2 A and AA rules over a page, or a part of it: any violation fails the test,
// named with its rule, impact and the elements at fault.
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect } from "@playwright/test";

const WCAG = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

interface Scope {
  /** Only this part of the page (a dialog, a row of cards). */
  include?: string;
  /** Leave this out (a frame whose document is not ours to fix, say). */
  exclude?: string;
}

export async function expectNoAxeViolations(page: Page, what: string, scope: Scope = {}): Promise<void> {
  let builder = new AxeBuilder({ page }).withTags(WCAG);
  if (scope.include) builder = builder.include(scope.include);
  if (scope.exclude) builder = builder.exclude(scope.exclude);
  const { violations } = await builder.analyze();
  const found = violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((node) => node.target.join(" ")).join("\n  ")}`,
  );
  expect(found, `${what}\n${found.join("\n")}`).toEqual([]);
}
