// The logical-direction rule (issue 18): what it refuses and allows, that the project's lint config
// applies it to the web app, and that the web app's stylesheets name no physical side either.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { ESLint, RuleTester } from "eslint";
import tseslint from "typescript-eslint";
import { describe, expect, it } from "vitest";
import { logicalDirection, logicalReplacement, physicalCssLines } from "./logical-direction.js";

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const utility = (physical: string, logical: string) => ({
  messageId: "utility",
  data: { physical, logical },
});

new RuleTester({
  languageOptions: { parser: tseslint.parser, parserOptions: { ecmaFeatures: { jsx: true } } },
}).run("logical-direction", logicalDirection, {
  valid: [
    'const a = <div className="ms-2 pe-4 start-0 -end-1.5 text-start rounded-e-lg border-s" />;',
    'const a = cn("px-4 mx-auto inset-x-0 space-x-2 rounded-lg border-x border-t", x);',
    // Deliberately one-sided: behind rtl: or ltr:, or an arbitrary variant on the direction.
    'const a = <input className="rtl:text-right ltr:ml-2 in-[[dir=rtl]]:pl-3" />;',
    // Prose and other strings that only look alike.
    'const m = { hint: "Reads right-to-left; turn left at the mall", key: "ArrowLeft" };',
    'import ArrowLeft from "lucide-react/icons/arrow-left";',
    "const a = <div style={{ width: `${percent}%`, insetInlineStart: 0, textAlign: 'start' }} />;",
  ],
  invalid: [
    {
      code: 'const a = <div className="mt-2 ml-4 pr-2" />;',
      errors: [utility("ml-4", "ms-4"), utility("pr-2", "pe-2")],
    },
    {
      code: 'const a = cn("absolute focus:left-3 -right-1.5 sm:left-1/2", isOpen && "text-right");',
      errors: [
        utility("focus:left-3", "focus:start-3"),
        utility("-right-1.5", "-end-1.5"),
        utility("sm:left-1/2", "sm:start-1/2"),
        utility("text-right", "text-end"),
      ],
    },
    {
      code: "const variants = { side: { a: `rounded-l-lg border-r ${x} rounded-tr-md`, b: 'text-left' } };",
      errors: [
        utility("rounded-l-lg", "rounded-s-lg"),
        utility("border-r", "border-e"),
        utility("rounded-tr-md", "rounded-se-md"),
        utility("text-left", "text-start"),
      ],
    },
    {
      code: 'const a = "file:mr-3 !pl-4 pr-2! float-left scroll-ml-4 border-l-2 ml-[3px] left-(--x)";',
      errors: [
        utility("file:mr-3", "file:me-3"),
        utility("!pl-4", "!ps-4"),
        utility("pr-2!", "pe-2!"),
        utility("float-left", "float-start"),
        utility("scroll-ml-4", "scroll-ms-4"),
        utility("border-l-2", "border-s-2"),
        utility("ml-[3px]", "ms-[3px]"),
        utility("left-(--x)", "start-(--x)"),
      ],
    },
    {
      code: "const a = <div style={{ left: 0, marginRight: 4, textAlign: 'right' }} />;",
      errors: [
        { messageId: "style", data: { physical: "left", logical: "insetInlineStart" } },
        { messageId: "style", data: { physical: "marginRight", logical: "marginInlineEnd" } },
        { messageId: "style", data: { physical: 'textAlign: "right"', logical: 'textAlign: "end"' } },
      ],
    },
  ],
});

describe("logicalReplacement", () => {
  it("keeps variants and the important mark, and leaves logical and symmetric classes alone", () => {
    expect(logicalReplacement("md:hover:rounded-br-xl")).toBe("md:hover:rounded-ee-xl");
    expect(logicalReplacement("data-[side=left]:ml-2")).toBe("data-[side=left]:ms-2");
    for (const fine of ["rounded-lg", "border-t", "px-3", "left", "size-6!", "sm:-translate-x-1/2"]) {
      expect(logicalReplacement(fine)).toBeNull();
    }
  });
});

const projectRoot = path.resolve(import.meta.dirname, "../..");
const webSource = path.join(projectRoot, "apps/web/src");

// The first lint loads the whole config (and the import graph), which takes seconds on a busy machine.
describe("the project's lint config", { timeout: 30_000 }, () => {
  const eslint = new ESLint({ cwd: projectRoot });
  const problems = async (code: string, filePath: string) => {
    const [result] = await eslint.lintText(code, { filePath: path.join(projectRoot, filePath) });
    return result!.messages.filter((m) => m.ruleId === "local/logical-direction").map((m) => m.message);
  };

  it("refuses a physical side in the web app, with the logical class to use", async () => {
    const code = 'export const c = "absolute right-0 pl-3";\n';
    expect(await problems(code, "apps/web/src/components/ui/example.tsx")).toEqual([
      expect.stringContaining('Use "end-0" instead of "right-0"'),
      expect.stringContaining('Use "ps-3" instead of "pl-3"'),
    ]);
  });

  it("leaves code outside the web app alone", async () => {
    expect(await problems('export const c = "right-0";\n', "apps/server/src/example.ts")).toEqual([]);
  });
});

describe("the web app's stylesheets", () => {
  const stylesheets = readdirSync(webSource, { recursive: true, encoding: "utf8" }).filter((file) =>
    file.endsWith(".css"),
  );

  it("are found", () => {
    expect(stylesheets).toContain("index.css");
  });

  it.each(stylesheets)("%s names no physical side", (file) => {
    expect(physicalCssLines(readFileSync(path.join(webSource, file), "utf8"))).toEqual([]);
  });

  it("would be refused with a physical declaration or @apply class", () => {
    const css = [
      "/* margin-left: 1rem in a comment is fine */",
      ".a { margin-inline-end: 1rem; text-align: end; float: inline-start; }",
      ".b { margin-right: 1rem; }",
      ".c { left: 0; }",
      ".d { text-align: right; }",
      ".e { @apply pl-4 text-sm; }",
      ".f { border-top-left-radius: 2px; }",
    ].join("\n");
    expect(physicalCssLines(css).map(({ line }) => line)).toEqual([3, 4, 5, 6, 7]);
  });
});
