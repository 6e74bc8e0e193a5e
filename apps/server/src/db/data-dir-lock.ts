// One process at a time may open an embedded database: PGlite keeps its buffers and WAL position in
// memory, so a second process writing the same files silently loses one of them's acknowledged writes.
//
// The lock is a PID file beside the database (as PostgreSQL's postmaster.pid): created atomically, it
// names the holder, and a file whose process no longer runs (kill -9, a power cut) is taken over at
// once. No timer keeps it fresh: PGlite runs queries on the main thread and can block it for seconds
// (initdb, a large migration), which made a refresh-by-mtime lock (proper-lockfile) declare a live
// server's lock stale on a busy machine.
import { randomBytes } from "node:crypto";
import { linkSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { hostname } from "node:os";

export interface DataDirLock {
  release(): void;
}

export interface LockOwner {
  pid: number;
  host: string;
  /** When the process started (Linux: clock ticks since boot), so a reused PID is not taken for the holder. */
  started: string | null;
  token: string;
}

export class DatabaseInUseError extends Error {
  constructor(
    readonly dbDir: string,
    readonly holder: LockOwner,
  ) {
    const where = holder.host === hostname() ? "" : ` on ${holder.host}`;
    super(
      `The embedded database in ${dbDir} is in use by another process (PID ${holder.pid}${where}). ` +
        "Only one process at a time may open it: stop that process first, or use PostgreSQL (DATABASE_URL) " +
        `to run several. If that process is gone for good, delete ${dbDir}.pid.`,
    );
    this.name = "DatabaseInUseError";
  }
}

/** Tokens of the locks this process holds: a lock file naming our own PID is ours only if listed here. */
const heldHere = new Set<string>();

/** Field 22 of /proc/<pid>/stat; null where there is no /proc (macOS) or the process is gone. */
function startTime(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19] ?? null;
  } catch {
    return null;
  }
}

function readOwner(path: string): LockOwner | null {
  try {
    const owner = JSON.parse(readFileSync(path, "utf8")) as LockOwner;
    return typeof owner.pid === "number" && typeof owner.token === "string" ? owner : null;
  } catch {
    return null;
  }
}

/** Whether the process a lock file names still runs. On another host we cannot tell: assume it does. */
export function holderRuns(owner: LockOwner): boolean {
  if (owner.host !== hostname()) return true;
  // Our own PID: ours if we hold it, else left by an earlier process that had our PID (a container's PID 1).
  if (owner.pid === process.pid) return heldHere.has(owner.token);
  try {
    process.kill(owner.pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EPERM") return false;
  }
  const started = startTime(owner.pid);
  return owner.started === null || started === null || started === owner.started;
}

/** Takes the lock on `dbDir` (the file `<dbDir>.pid`) or throws DatabaseInUseError naming the holder. */
export function lockDataDir(dbDir: string): DataDirLock {
  const path = `${dbDir}.pid`;
  const me: LockOwner = {
    pid: process.pid,
    host: hostname(),
    started: startTime(process.pid),
    token: randomBytes(8).toString("hex"),
  };
  // Written whole under a private name, then linked into place: link fails if the lock exists, and a
  // reader never sees half a file.
  const mine = `${path}.${me.token}`;
  writeFileSync(mine, JSON.stringify(me));
  try {
    for (let attempt = 0; ; attempt += 1) {
      try {
        linkSync(mine, path);
        break;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "EEXIST" || attempt >= 20) throw error;
      }
      const holder = readOwner(path);
      if (holder && holderRuns(holder)) throw new DatabaseInUseError(dbDir, holder);
      takeOverStale(path, holder, me.token);
    }
  } finally {
    rmSync(mine, { force: true });
  }
  heldHere.add(me.token);
  const release = () => {
    heldHere.delete(me.token);
    if (readOwner(path)?.token === me.token) rmSync(path, { force: true });
    process.off("exit", release);
  };
  process.on("exit", release); // an exit without close (an error at start) leaves no lock behind
  return { release };
}

/**
 * Moves aside the lock file of a process that no longer runs. Two processes may both find it stale: the
 * move is atomic, so one of them moves the dead file; the other moves what it finds, sees it is not the
 * file it judged, and puts it back.
 */
function takeOverStale(path: string, judged: LockOwner | null, token: string): void {
  const aside = `${path}.${token}.stale`;
  try {
    renameSync(path, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return; // already moved by another
    throw error;
  }
  const moved = readOwner(aside);
  if (moved && moved.token !== judged?.token && holderRuns(moved)) {
    try {
      linkSync(aside, path);
    } catch {
      // someone else holds it now; the next attempt reads them
    }
  }
  rmSync(aside, { force: true });
}
