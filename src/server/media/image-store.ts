/**
 * Where uploaded image variants are kept. The app depends on this interface only; the disk store
 * (under DATA_DIR/media by default) is the one built. An S3-compatible store would implement the
 * same methods (put an object, read it, say whether it exists, remove it) with an S3 client package;
 * none is installed, so it is NOT built (docs/decisions/2026-11-26-image-uploads.md).
 */
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { DbOrTx } from '../db/client';
import { lockUntilCommit } from '../db/advisory-lock';

export interface ImageStore {
  /** Stores `bytes` under `name` (a content-addressed file name: writing it twice is harmless). */
  put(name: string, bytes: Buffer): Promise<void>;
  /** The bytes stored under `name`, or null. */
  get(name: string): Promise<Buffer | null>;
  has(name: string): Promise<boolean>;
  /** Removes what is stored under `name` (nothing stored: nothing to do). */
  remove(name: string): Promise<void>;
}

/** Names are ours (`<sha256>-<width>.<format>`), never a visitor's path: checked anyway. */
const SAFE_NAME = /^[0-9a-f]{64}-\d{1,5}\.(avif|webp)$/;

function checkedName(name: string): string {
  if (!SAFE_NAME.test(name)) throw new Error(`not an image variant name: ${name}`);
  return name;
}

export function createDiskImageStore(dir: string): ImageStore {
  const fileOf = (name: string) => path.join(dir, checkedName(name));
  return {
    async put(name, bytes) {
      await mkdir(dir, { recursive: true });
      // Written beside and renamed: a reader never sees half a file.
      const temporary = `${fileOf(name)}.${process.pid}.${Date.now()}.part`;
      await writeFile(temporary, bytes);
      await rename(temporary, fileOf(name));
    },
    async get(name) {
      try {
        return await readFile(fileOf(name));
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },
    async has(name) {
      try {
        return (await stat(fileOf(name))).isFile();
      } catch {
        return false;
      }
    },
    async remove(name) {
      await rm(fileOf(name), { force: true });
    },
  };
}

/** Kept in memory: for procedure tests, which build contexts without a server (app.ts passes the disk store). */
export function createMemoryImageStore(): ImageStore {
  const files = new Map<string, Buffer>();
  return {
    put: async (name, bytes) => void files.set(checkedName(name), bytes),
    get: async (name) => files.get(checkedName(name)) ?? null,
    has: async (name) => files.has(checkedName(name)),
    remove: async (name) => void files.delete(checkedName(name)),
  };
}

/**
 * A transaction-long lock on one picture (a PostgreSQL advisory lock on its hash), taken where its
 * files are written (an upload) or removed (a deletion), so the two never interleave.
 */
export async function lockPicture(tx: DbOrTx, sha256: string): Promise<void> {
  await lockUntilCommit(tx, sha256);
}
