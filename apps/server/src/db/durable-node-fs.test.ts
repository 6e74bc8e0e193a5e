// The embedded database on disk commits durably: PostgreSQL's fsync is on, its WAL is synced with
// fsync() (the call Emscripten passes on), and the file layer under it implements fsync.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openDurablePglite } from "./durable-node-fs.ts";

const dir = mkdtempSync(join(tmpdir(), "studentperks-durable-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("openDurablePglite", { timeout: 180_000 }, () => {
  it("syncs each commit to the disk", async () => {
    const pg = await openDurablePglite(dir);
    try {
      expect((await pg.query<{ fsync: string }>("show fsync")).rows[0]!.fsync).toBe("on");
      expect(
        (await pg.query<{ wal_sync_method: string }>("show wal_sync_method")).rows[0]!.wal_sync_method,
      ).toBe("fsync");
      const nodeFs = (pg as unknown as { Module: { NODEFS: { stream_ops: { fsync?: unknown } } } }).Module
        .NODEFS;
      expect(typeof nodeFs.stream_ops.fsync).toBe("function");
      await pg.exec("create table kept (n int); insert into kept values (42)");
    } finally {
      await pg.close();
    }
    const reopened = await openDurablePglite(dir);
    try {
      expect((await reopened.query<{ n: number }>("select n from kept")).rows).toEqual([{ n: 42 }]);
    } finally {
      await reopened.close();
    }
  });
});
