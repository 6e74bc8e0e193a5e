// npm run admin:create -- --email staff@example.ae --name "Sara Al Ali"
// Creates a staff (admin) account, or gives an existing account the admin role. A new account's
// password is asked for (hidden, twice) on a terminal, or read from the first line of standard input
// when it is piped. With the embedded database, stop the server first: one process owns its files, and
// this one is refused (exit 1, naming the running process) while another has them open.
import { parseArgs } from "node:util";
import { createInterface } from "node:readline";
import { loadConfig } from "../config.ts";
import { registerServerTranslator } from "../i18n/index.ts";
import { openConfiguredDatabase } from "../db/open-configured.ts";
import { migrate } from "../db/migrate.ts";
import { accountExists, createOrPromoteAdmin } from "../modules/admin/index.ts";

const usage = 'Usage: npm run admin:create -- --email <e-mail> --name "<first> <last>"';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const { values } = parseArgs({ options: { email: { type: "string" }, name: { type: "string" } } });
const email = values.email?.trim();
const [firstName, ...rest] = (values.name ?? "").trim().split(/\s+/);
if (!email || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) fail(usage);

/** A password typed on the terminal without echo, or the first line of piped input. */
async function readPassword(prompt: string): Promise<string> {
  const input = process.stdin;
  if (!input.isTTY) {
    const lines = createInterface({ input });
    for await (const line of lines) {
      lines.close();
      return line;
    }
    return "";
  }
  process.stdout.write(prompt);
  input.setRawMode(true);
  input.resume();
  input.setEncoding("utf8");
  return new Promise((resolve) => {
    let typed = "";
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === "\r" || char === "\n") {
          input.setRawMode(false);
          input.pause();
          input.off("data", onData);
          process.stdout.write("\n");
          resolve(typed);
          return;
        }
        if (char === "\u0003") process.exit(130);
        typed = char === "\u007f" ? typed.slice(0, -1) : typed + char;
      }
    };
    input.on("data", onData);
  });
}

registerServerTranslator();
const config = loadConfig();
const database = await openConfiguredDatabase(config);
try {
  await migrate(database);
  let password: string | null = null;
  if (!(await accountExists(database.db, email))) {
    if (!firstName || rest.length === 0) fail(`A new account needs a first and last name.\n${usage}`);
    password = await readPassword("Password for the new staff account: ");
    if (process.stdin.isTTY && password !== (await readPassword("Repeat the password: "))) {
      fail("The passwords do not match.");
    }
  }
  const outcome = await createOrPromoteAdmin(
    database.db,
    { email, firstName: firstName ?? "", lastName: rest.join(" ") },
    password,
  );
  const said = {
    created: `Created the staff account ${email}. Sign in at ${config.publicUrl}/login, then open /admin.`,
    promoted: `${email} is now staff; its password is unchanged. It opens ${config.publicUrl}/admin after signing in.`,
    "already-admin": `${email} was already staff; nothing changed.`,
  }[outcome];
  console.log(said);
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
} finally {
  await database.close();
}
