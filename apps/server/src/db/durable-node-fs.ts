// PGlite on disk, with a commit that is on the disk when it is acknowledged.
// Out of the box PGlite starts PostgreSQL with -F (fsync off), and Emscripten's NODEFS has no fsync:
// a commit reaches the OS page cache, so it survives the process being killed but not an OS crash or
// a power cut. Here PostgreSQL keeps fsync on and syncs its WAL with fsync() at each commit
// (fdatasync() is a no-op in Emscripten; fsync() reaches the file system's stream_ops.fsync), and
// NODEFS's fsync calls the real one. The cost is measured by bench/signups.ts.
import { fsyncSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { NodeFS } from "@electric-sql/pglite/nodefs";

type Module = Parameters<NodeFS["init"]>[1];

/** Emscripten's NODEFS as seen from inside: a stream is an open host file descriptor. */
interface NodeFsWithFsync {
  stream_ops: { fsync?: (stream: { nfd: number }) => number };
}

class DurableNodeFS extends NodeFS {
  override async init(pg: Parameters<NodeFS["init"]>[0], options: Module) {
    const { emscriptenOpts } = await super.init(pg, options);
    const syncFiles = (module: Module) => {
      (module.NODEFS as unknown as NodeFsWithFsync).stream_ops.fsync = (stream) => {
        fsyncSync(stream.nfd);
        return 0;
      };
    };
    // After NodeFS's own step (which mounts the directory), before PostgreSQL opens a file.
    return { emscriptenOpts: { ...emscriptenOpts, preRun: [...(emscriptenOpts.preRun ?? []), syncFiles] } };
  }
}

const durableStartParams = [
  ...PGlite.defaultStartParams.filter((param) => param !== "-F"),
  "-c",
  "fsync=on",
  "-c",
  "wal_sync_method=fsync",
];

/** Opens (creating if need be) a PGlite database in `dir` whose acknowledged commits survive an OS crash. */
export function openDurablePglite(dir: string): Promise<PGlite> {
  return PGlite.create({ fs: new DurableNodeFS(dir), startParams: durableStartParams });
}
