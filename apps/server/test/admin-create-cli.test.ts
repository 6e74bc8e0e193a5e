// `npm run admin:create` as an operator runs it: against a data directory, password on standard input.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "#server/db/client.ts";
import { users } from "#server/db/schema.ts";
import { verifyPassword } from "#server/modules/auth/passwords.ts";
import { serverRoot } from "#server/lib/package-paths.ts";

const dataDir = mkdtempSync(join(tmpdir(), "studentperks-admin-cli-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function createAdmin(args: string[], input = "") {
  const { DATABASE_URL: _ignored, ...env } = process.env;
  const run = spawnSync(
    process.execPath,
    ["--import", "tsx", join(serverRoot, "src/cli/create-admin.ts"), ...args],
    { env: { ...env, DATA_DIR: dataDir }, input, encoding: "utf8" },
  );
  return { status: run.status, output: run.stdout + run.stderr };
}

async function account(email: string) {
  const database = await openDatabase({ dataDir });
  try {
    const [row] = await database.db.select().from(users).where(eq(users.email, email));
    return row ?? null;
  } finally {
    await database.close();
  }
}

// Each run starts a process and opens the embedded database: slow on a busy machine, hence the timeout.
describe("npm run admin:create", { timeout: 90_000 }, () => {
  it("creates a staff account with the password given on standard input", async () => {
    const run = createAdmin(
      ["--email", " Sara@StudentPerks.test ", "--name", "Sara Al Ali"],
      "Console-Dunes-4821\n",
    );
    expect(run.status, run.output).toBe(0);
    expect(run.output).toContain("Created the staff account");
    const row = await account("sara@studentperks.test");
    expect(row).toMatchObject({ role: "admin", firstName: "Sara", lastName: "Al Ali" });
    expect(await verifyPassword(row!.passwordHash, "Console-Dunes-4821")).toBe(true);
  });

  it("refuses a password the product would refuse, and creates nothing", async () => {
    const run = createAdmin(["--email", "weak@studentperks.test", "--name", "Weak Pass"], "password\n");
    expect(run.status).toBe(1);
    expect(run.output).toMatch(/password/i);
    expect(await account("weak@studentperks.test")).toBeNull();
  });

  it("promotes an existing account without touching its password", async () => {
    createAdmin(["--email", "omar@studentperks.test", "--name", "Omar Said"], "Desert-Falcon-9012\n");
    const database = await openDatabase({ dataDir });
    await database.db.update(users).set({ role: "student" }).where(eq(users.email, "omar@studentperks.test"));
    await database.close();
    const run = createAdmin(["--email", "omar@studentperks.test"]);
    expect(run.status, run.output).toBe(0);
    expect(run.output).toContain("is now staff");
    const row = await account("omar@studentperks.test");
    expect(row!.role).toBe("admin");
    expect(await verifyPassword(row!.passwordHash, "Desert-Falcon-9012")).toBe(true);
  });

  it("explains its usage when the e-mail is missing or a new account has no full name", async () => {
    expect(createAdmin([]).output).toContain("Usage: npm run admin:create");
    const run = createAdmin(
      ["--email", "new@studentperks.test", "--name", "Mononym"],
      "Desert-Falcon-9012\n",
    );
    expect(run.status).toBe(1);
    expect(run.output).toContain("needs a first and last name");
  });
});
