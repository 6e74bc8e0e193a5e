// The local import rules: what they refuse and allow, and that the project's ESLint config applies
// them (a deliberate cross-module import and a deliberate cycle fail lint).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { ESLint, RuleTester } from "eslint";
import { afterAll, describe, expect, it } from "vitest";
import { importBoundaries } from "./import-boundaries.js";
import { noImportCycles } from "./no-import-cycles.js";

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const root = "/project";
const modules = ["src/modules/auth", "src/modules/offers", "src/modules/admin", "src/modules/admin/audit"];
const options = [
  {
    root,
    zones: [
      {
        target: "src/modules",
        files: "/routes\\.ts$",
        from: ["src/modules"],
        fromFiles: "repo\\.ts$",
        message: "Route handlers talk to services.",
      },
      {
        target: "src/modules",
        files: "/routes\\.ts$",
        from: ["src/modules"],
        names: "[Rr]epo",
        message: "Routes get services, not repositories.",
      },
    ],
    publicFaces: [
      { scope: "src", modules, face: "index.ts", message: "Import another module through its public face" },
    ],
    aliases: { "#app/": "src/" },
  },
];
const at = (file: string) => `${root}/src/${file}`;
const facesError = (name: string) => ({
  message: `Import another module through its public face (import modules/${name}/index.ts)`,
});

new RuleTester().run("import-boundaries", importBoundaries, {
  valid: [
    { filename: at("modules/offers/service.ts"), code: 'import { a } from "./repo.ts";', options },
    { filename: at("modules/offers/service.ts"), code: 'import { a } from "../auth/index.ts";', options },
    {
      filename: at("modules/offers/service.ts"),
      code: 'import { a } from "#app/modules/auth/index.ts";',
      options,
    },
    { filename: at("app.ts"), code: 'import { a } from "./modules/auth/index.ts";', options },
    { filename: at("modules/admin/routes.ts"), code: 'import { a } from "./audit/index.ts";', options },
    { filename: at("modules/admin/audit/log.ts"), code: 'import { a } from "./repo-like.ts";', options },
    { filename: at("modules/offers/service.ts"), code: 'import { a } from "../../lib/x.ts";', options },
    { filename: `${root}/test/a.test.ts`, code: 'import { a } from "../src/modules/auth/repo.ts";', options },
    // A route file may take a routes plugin or a service's type from a face, just not a repository.
    {
      filename: at("modules/offers/routes.ts"),
      code: 'import { offersRoutes, createOffersService } from "../auth/index.ts";',
      options,
    },
    {
      filename: at("app.ts"),
      code: 'import { createOffersRepo } from "./modules/offers/index.ts";',
      options,
    },
  ],
  invalid: [
    {
      filename: at("modules/offers/service.ts"),
      code: 'import { a } from "../auth/users-repo.ts";',
      options,
      errors: [facesError("auth")],
    },
    {
      filename: at("app.ts"),
      code: 'export { a } from "./modules/offers/routes.ts";',
      options,
      errors: [facesError("offers")],
    },
    {
      // A staff-console area is a module of its own inside admin.
      filename: at("modules/admin/routes.ts"),
      code: 'import { a } from "./audit/audit-log.ts";',
      options,
      errors: [facesError("admin/audit")],
    },
    {
      filename: at("modules/admin/audit/audit-log.ts"),
      code: 'const m = import("../staff-accounts.ts");',
      options,
      errors: [facesError("admin")],
    },
    {
      // An alias (package.json "imports") is no way around the rule.
      filename: at("modules/offers/service.ts"),
      code: 'import { a } from "#app/modules/auth/users-repo.ts";',
      options,
      errors: [facesError("auth")],
    },
    {
      filename: at("modules/offers/routes.ts"),
      code: 'import { a } from "./repo.ts";',
      options,
      errors: [{ message: "Route handlers talk to services." }],
    },
    {
      // Through another module's face is no way around it either (review probe, issue 33).
      filename: at("modules/auth/routes.ts"),
      code: 'import { createOffersRepo } from "../offers/index.ts";',
      options,
      errors: [{ message: "Routes get services, not repositories." }],
    },
    {
      filename: at("modules/auth/routes.ts"),
      code: 'export * from "../offers/index.ts";',
      options,
      errors: [{ message: "Routes get services, not repositories." }],
    },
  ],
});

const fixtures = mkdtempSync(path.join(tmpdir(), "import-cycles-"));
afterAll(() => rmSync(fixtures, { recursive: true, force: true }));
const write = (name: string, code: string) => {
  const file = path.join(fixtures, name);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, code);
  return file;
};
write("a.ts", 'import { b } from "./b.ts";\nexport const a = b;\n');
write("b.ts", 'import type { c } from "./lib/c.ts";\nexport const b = 1;\nexport type { c };\n');
write("lib/c.ts", 'import { a } from "../a.ts";\nexport type c = typeof a;\n');
write("d.ts", 'import { b } from "./b.ts";\nexport const d = b;\n');
write("lib/e.ts", 'import { f } from "#fixtures/lib/f.ts";\nexport const e = f;\n');
write("lib/f.ts", "export const f = 1;\n");

new RuleTester().run("no-import-cycles", noImportCycles, {
  valid: [
    { filename: path.join(fixtures, "d.ts"), code: 'import { b } from "./b.ts";' },
    { filename: path.join(fixtures, "d.ts"), code: 'import { x } from "some-package";' },
  ],
  invalid: [
    {
      // a → b → lib/c → a, type-only links included.
      filename: path.join(fixtures, "a.ts"),
      code: 'import { b } from "./b.ts";\nexport const a = b;\n',
      errors: [{ message: /^Import cycle: .*a\.ts → .*b\.ts → .*lib\/c\.ts → .*a\.ts\./ }],
    },
    {
      filename: path.join(fixtures, "d.ts"),
      code: 'import { d } from "./d.ts";',
      errors: [{ message: /^Import cycle/ }],
    },
    {
      // f → (alias) e → (alias) f
      filename: path.join(fixtures, "lib/f.ts"),
      code: 'import { e } from "#fixtures/lib/e.ts";\nexport const f = e;\n',
      options: [{ root: fixtures, aliases: { "#fixtures/": "." } }],
      errors: [{ message: /^Import cycle: .*lib\/f\.ts → .*lib\/e\.ts → .*lib\/f\.ts\./ }],
    },
  ],
});

describe("the project's lint config", () => {
  const projectRoot = path.resolve(import.meta.dirname, "../..");
  const eslint = new ESLint({ cwd: projectRoot });
  const problems = async (code: string, filePath: string) => {
    const [result] = await eslint.lintText(code, { filePath: path.join(projectRoot, filePath) });
    return result!.messages.map((message) => message.message);
  };

  it("refuses a server module reaching into another module's files", async () => {
    const messages = await problems(
      'import { findUserWithProfile } from "../auth/users-repo.ts";\nexport const f = findUserWithProfile;\n',
      "apps/server/src/modules/redemption/example.ts",
    );
    expect(messages).toContainEqual(expect.stringContaining("through its public face"));
  });

  it("accepts the same import through the module's index.ts", async () => {
    const messages = await problems(
      'import { findUserWithProfile } from "../auth/index.ts";\nexport const f = findUserWithProfile;\n',
      "apps/server/src/modules/redemption/example.ts",
    );
    expect(messages).toEqual([]);
  });

  it("refuses a route file calling a repository", async () => {
    const messages = await problems(
      'import { findLiveOffer } from "./repo.ts";\nexport const f = findLiveOffer;\n',
      "apps/server/src/modules/redemption/routes.ts",
    );
    expect(messages).toContainEqual(expect.stringContaining("Route handlers talk to services"));
  });

  it("refuses a route file taking a repository through another module's face", async () => {
    const messages = await problems(
      'import { createOffersRepo } from "#server/modules/offers/index.ts";\nexport const f = createOffersRepo;\n',
      "apps/server/src/modules/brands/routes.ts",
    );
    expect(messages).toContainEqual(
      expect.stringContaining("repositories are wired in the composition root"),
    );
  });

  it("takes a service whose name only contains the letters r-e-p-o (CodeReports)", async () => {
    const messages = await problems(
      'import type { CodeReports } from "./reports.ts";\nexport type C = CodeReports;\n',
      "apps/server/src/modules/redemption/routes.ts",
    );
    expect(messages).toEqual([]);
  });

  it("refuses a route file importing the database (a routes plugin takes services, never a Db)", async () => {
    const messages = await problems(
      'import type { Db } from "#server/db/client.ts";\nexport type D = Db;\n',
      "apps/server/src/modules/brands/routes.ts",
    );
    expect(messages).toContainEqual(expect.stringContaining("Route files never reach the database"));
  });

  it("refuses a service importing a plugin, and lets a plugin import a service", async () => {
    const service = await problems(
      'import { SESSION_IDLE_MS } from "#server/plugins/sessions.ts";\nexport const s = SESSION_IDLE_MS;\n',
      "apps/server/src/services/example.ts",
    );
    expect(service).toContainEqual(expect.stringContaining("Services must not import plugins"));
    const plugin = await problems(
      'import type { Clock } from "#server/services/clock.ts";\nexport type C = Clock;\n',
      "apps/server/src/plugins/example.ts",
    );
    expect(plugin).toEqual([]);
  });

  it("refuses one staff-console area importing another, and lets it import admin/shared", async () => {
    const other = await problems(
      'import { auditKey } from "#web/features/admin/audit/api/audit.ts";\nexport const k = auditKey;\n',
      "apps/web/src/features/admin/partnerships/api/example.ts",
    );
    expect(other).toContainEqual(expect.stringContaining("Staff-console areas must not import each other"));
    const shared = await problems(
      'import { auditKey } from "#web/features/admin/shared/query-keys.ts";\nexport const k = auditKey;\n',
      "apps/web/src/features/admin/partnerships/api/example.ts",
    );
    expect(shared).toEqual([]);
  });

  it("refuses an import climbing two folders, and takes the alias", async () => {
    const file = "apps/server/src/modules/redemption/example.ts";
    const climbing = await problems(
      'import { AppError } from "../../lib/app-error.ts";\nexport const E = AppError;\n',
      file,
    );
    expect(climbing).toContainEqual(expect.stringContaining("Climb at most one folder"));
    const aliased = await problems(
      'import { AppError } from "#server/lib/app-error.ts";\nexport const E = AppError;\n',
      file,
    );
    expect(aliased).toEqual([]);
  });

  it("refuses one web feature importing another", async () => {
    const messages = await problems(
      'import { t } from "../../offers/lib/x.ts";\nexport const f = t;\n',
      "apps/web/src/features/auth/lib/example.ts",
    );
    expect(messages).toContainEqual(expect.stringContaining("Features must not import each other"));
  });

  it("refuses an import that closes a cycle", async () => {
    // app.ts reaches lib/email-address.ts through the auth module; importing app.ts back closes a loop.
    const messages = await problems(
      'import { buildApp } from "../app.ts";\nexport const normaliseEmail = (e: string) => e;\nexport const f = buildApp;\n',
      "apps/server/src/lib/email-address.ts",
    );
    expect(messages).toContainEqual(
      expect.stringMatching(
        /^Import cycle: apps\/server\/src\/lib\/email-address\.ts → apps\/server\/src\/app\.ts → /,
      ),
    );
  });
});
