// The development mailer: every message is written as a JSON file in DATA_DIR/outbox (so any server
// process can show it) and announced in the log. Read it at /dev/mail or /dev/mail.json.
import { randomBytes } from "node:crypto";
import { mkdir, readdir, readFile, rename, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { Clock } from "../clock.ts";
import type { Mailer, StoredMail } from "./mailer.ts";

export interface DevOutboxOptions {
  dir: string;
  clock: Clock;
  log?: (line: string) => void;
}

export function createDevOutbox({ dir, clock, log }: DevOutboxOptions): Mailer {
  let sequence = 0;
  return {
    async send(message) {
      const sentAt = clock.now();
      sequence += 1;
      // Time, then a sequence for messages of the same millisecond, so names sort in sending order.
      const id = [
        sentAt.getTime().toString().padStart(15, "0"),
        sequence.toString().padStart(9, "0"),
        randomBytes(4).toString("hex"),
      ].join("-");
      const stored: StoredMail = { id, ...message, sentAt: sentAt.toISOString() };
      await mkdir(dir, { recursive: true });
      // Written under another name and renamed: a reader (another process, /dev/mail.json) lists only
      // whole messages, never one half on disk.
      const partial = join(dir, `${id}.partial`);
      await writeFile(partial, JSON.stringify(stored));
      await rename(partial, join(dir, `${id}.json`));
      log?.(`Dev outbox: "${message.subject}" to ${message.to}\n${message.text}`);
    },
    outbox: {
      async list(limit = 50) {
        const names = await readdir(dir).catch(() => [] as string[]);
        const newest = names
          .filter((name) => name.endsWith(".json"))
          .sort()
          .reverse()
          .slice(0, limit);
        return Promise.all(
          newest.map(async (name) => JSON.parse(await readFile(join(dir, name), "utf8")) as StoredMail),
        );
      },
    },
  };
}
