import { TAG_PATTERN } from '@pano/contract';

/** A stored file opened for reading: `read` it once (all of it or a byte range), or `close` it unread. */
export interface StoredFile {
  contentType: string;
  /** The whole file's size. */
  size: number;
  read(range?: ByteRange): NodeJS.ReadableStream;
  close(): Promise<void>;
}

/** Bytes `start` to `end`, both included (HTTP's Range). */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * Where uploaded files live, per tenant tag. Names are made by the store (random UUID + extension), so a
 * name is unguessable and never comes from a user. FILE_STORE chooses the implementation (choose-file-store.ts):
 * the local folder (the embedded default) or the tenant's own database (postgres-file-store.ts, every process).
 */
export interface FileStore {
  /** Stores the bytes under a new name and answers that name, e.g. `3f0c…-….png`. */
  put(tag: string, bytes: Uint8Array, extension: string, contentType: string): Promise<string>;
  /** Moves a received temporary file in under a new name (a streamed upload) and answers that name. */
  putFile(tag: string, sourcePath: string, extension: string): Promise<string>;
  /** Where a streamed upload may be received before it is checked. */
  receivingDir(tag: string): string;
  /** The file, or null when the tag or name is invalid or nothing is stored under it. */
  open(tag: string, name: string): Promise<StoredFile | null>;
  /** Removes the file; an invalid or unknown name is no error. */
  remove(tag: string, name: string): Promise<void>;
  /** The names stored under `tag` (moving files between stores: files/move-files.ts). */
  list(tag: string): Promise<string[]>;
  /**
   * Stores `size` bytes read from `bytes` under a name another store made (moving files between stores);
   * false, and nothing written, when the name is already stored under `tag`.
   */
  putNamed(tag: string, name: string, size: number, bytes: NodeJS.ReadableStream): Promise<boolean>;
}

/** A name the store made: a UUID and a short lower-case extension. */
export const STORED_NAME_PATTERN = /^[0-9a-f-]{36}\.[a-z0-9]{2,5}$/;

/** Checks a tag and a name before either is used in a path or a key: no traversal, no odd characters. */
export function isStoredFileRef(tag: string, name: string): boolean {
  return TAG_PATTERN.test(tag) && STORED_NAME_PATTERN.test(name);
}
