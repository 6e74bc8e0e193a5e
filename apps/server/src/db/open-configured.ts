// The database a process (server or command-line tool) is configured for. A second process on the same
// embedded database is refused with a message naming the one to stop, not a stack trace.
import type { AppConfig } from "../config.ts";
import { openDatabase, type DatabaseHandle } from "./client.ts";
import { DatabaseInUseError } from "./data-dir-lock.ts";

export async function openConfiguredDatabase(
  config: Pick<AppConfig, "databaseUrl" | "dataDir">,
): Promise<DatabaseHandle> {
  try {
    return await openDatabase(
      config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir },
    );
  } catch (error) {
    if (!(error instanceof DatabaseInUseError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
