// Files, behind one interface: local disk by default, any S3-compatible store when configured.
// Private files (student documents) and public ones (logos) live in separate areas; only public
// files are ever served by a public route.
import type { Readable } from "node:stream";

export interface StoredFile {
  body: Readable;
  size: number;
}

export interface FileStorage {
  /**
   * Stores `body` under `key` and resolves with its size. If the stream fails, nothing is left
   * under the key.
   */
  put(key: string, body: Readable, contentType: string): Promise<{ size: number }>;
  /** The file, or null when there is none. */
  get(key: string): Promise<StoredFile | null>;
  /** Removes the file; a missing one is not an error. */
  delete(key: string): Promise<void>;
}

export interface Storage {
  /** Never served publicly: student documents. */
  private: FileStorage;
  /** Files the app serves to anyone, such as logos. */
  public: FileStorage;
  /** "local disk" or "S3", for the start-up log. */
  describe: string;
  /** Resolves when files can be stored (local folders writable, the bucket reachable); for health. */
  check(): Promise<void>;
}

/** Keys are ours (random ids under a folder); anything else is a bug, not a path to follow. */
const KEY = /^[a-z0-9-]+(\/[a-z0-9-]+)*(\.[a-z0-9]+)?$/;

export function assertStorageKey(key: string): void {
  if (!KEY.test(key) || key.length > 200) throw new Error(`Invalid storage key: ${key}`);
}
