// The embedded database's lock file: one holder at a time, named when refused; a lock left by a process
// that no longer runs is taken over; a released lock leaves nothing behind.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { hostname, tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { DatabaseInUseError, lockDataDir } from "./data-dir-lock.ts";

let dir = "";
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function dbDir(): string {
  dir = mkdtempSync(join(tmpdir(), "studentperks-lock-unit-"));
  return join(dir, "db");
}

/** The PID of a process that has exited. */
function deadPid(): number {
  return spawnSync(process.execPath, ["-e", "0"]).pid!;
}

describe("lockDataDir", () => {
  it("refuses a second holder, naming the first, until the first releases", () => {
    const db = dbDir();
    const lock = lockDataDir(db);
    expect(() => lockDataDir(db)).toThrow(DatabaseInUseError);
    expect(() => lockDataDir(db)).toThrow(`in use by another process (PID ${process.pid})`);
    lock.release();
    expect(existsSync(`${db}.pid`)).toBe(false);
    lockDataDir(db).release();
  });

  it("takes over the lock of a process that no longer runs", () => {
    const db = dbDir();
    const stale = { pid: deadPid(), host: hostname(), started: "1", token: "stale" };
    writeFileSync(`${db}.pid`, JSON.stringify(stale));
    const lock = lockDataDir(db);
    expect(JSON.parse(readFileSync(`${db}.pid`, "utf8")).pid).toBe(process.pid);
    lock.release();
  });

  it("takes over a lock naming its own PID that it does not hold (a reused PID)", () => {
    const db = dbDir();
    writeFileSync(
      `${db}.pid`,
      JSON.stringify({ pid: process.pid, host: hostname(), started: "1", token: "old" }),
    );
    lockDataDir(db).release();
  });

  it("refuses a lock held on another machine, naming that machine", () => {
    const db = dbDir();
    writeFileSync(`${db}.pid`, JSON.stringify({ pid: 1234, host: "other-host", started: null, token: "x" }));
    expect(() => lockDataDir(db)).toThrow("PID 1234 on other-host");
  });
});
