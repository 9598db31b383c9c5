import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import { TAG_PATTERN } from '@pano/contract';
import { storedFileChunks, storedFiles } from '../db/tenant/files.table.ts';
import type { TenantDb } from '../db/tenant-db.ts';
import type { ControlStore } from '../tenancy/control-store.ts';
import type { TenantLease, TenantRegistry } from '../tenancy/tenant-registry.ts';
import { isStoredFileRef, type ByteRange, type FileStore, type StoredFile } from './file-store.ts';
import { isPrivateTag, tenantOfPrivateTag } from './private-files.ts';
import { contentTypeOf } from './stored-types.ts';

/** The size of a stored piece: a range reads the pieces it covers, a stream holds one at a time. */
export const CHUNK_BYTES = 256 * 1024;

/** How the store reaches a tenant's database from a tag: the control store knows it, the registry opens it. */
export interface TenantDatabases {
  control: Pick<ControlStore, 'findByTag'>;
  tenants: Pick<TenantRegistry, 'lease'>;
}

/** Which tenant's database a store tag is in, and whether it names the tenant's private folder. */
interface Place {
  tenantTag: string;
  private: boolean;
}

function placeOf(tag: string): Place | null {
  if (isPrivateTag(tag)) {
    const tenantTag = tenantOfPrivateTag(tag);
    return tenantTag ? { tenantTag, private: true } : null;
  }
  return TAG_PATTERN.test(tag) ? { tenantTag: tag, private: false } : null;
}

/** `bytes`, or a stream's bytes, in pieces of exactly `size` (the last may be shorter). */
async function* piecesOf(
  source: AsyncIterable<Buffer> | Iterable<Buffer>,
  size: number,
): AsyncGenerator<Buffer> {
  let pending: Buffer[] = [];
  let held = 0;
  for await (const chunk of source) {
    pending.push(chunk);
    held += chunk.length;
    while (held >= size) {
      const joined = Buffer.concat(pending);
      yield joined.subarray(0, size);
      pending = [joined.subarray(size)];
      held -= size;
    }
  }
  if (held > 0) yield Buffer.concat(pending);
}

/** The bytes `range` covers, read one stored piece at a time. */
async function* piecesInRange(
  db: TenantDb,
  name: string,
  size: number,
  range: ByteRange,
): AsyncGenerator<Buffer> {
  const first = Math.floor(range.start / size);
  const last = Math.floor(range.end / size);
  for (let seq = first; seq <= last && range.end >= range.start; seq++) {
    const [piece] = await db
      .select({ bytes: storedFileChunks.bytes })
      .from(storedFileChunks)
      .where(and(eq(storedFileChunks.name, name), eq(storedFileChunks.seq, seq)));
    // removed while it was read: the answer stops short rather than sending other bytes
    if (!piece) throw new Error(`a stored file's piece is missing: ${name} #${seq}`);
    const from = seq === first ? range.start - seq * size : 0;
    const to = seq === last ? range.end - seq * size + 1 : piece.bytes.length;
    yield piece.bytes.subarray(from, to);
  }
}

/**
 * Files in the tenant's own database (`FILE_STORE=postgres`; docs/deploy.md, Files): every process reads
 * what any process stored, and a database backup holds the files too. A file is a `stored_files` row and its
 * bytes in `stored_file_chunks` of CHUNK_BYTES, written in one transaction (readers never see half a file);
 * a read fetches only the pieces its range covers, one at a time, so a large video is never held whole.
 * The tenant's database is leased for each call and, while a file is open, until its stream ends.
 * Streamed uploads are received in a local folder (`receivingDir`) and copied in by `putFile`.
 */
export class PostgresFileStore implements FileStore {
  constructor(
    private readonly databases: TenantDatabases,
    private readonly receivingRoot: string,
    private readonly chunkBytes = CHUNK_BYTES,
  ) {}

  /** A lease on the tenant's database, or null when no tenant has that tag. */
  private async lease(place: Place): Promise<TenantLease | null> {
    if (!(await this.databases.control.findByTag(place.tenantTag))) return null;
    return this.databases.tenants.lease(place.tenantTag);
  }

  private async withDb<T>(place: Place, work: (db: TenantDb) => Promise<T>): Promise<T> {
    const lease = await this.lease(place);
    if (!lease) throw new Error(`no tenant for a file: ${place.tenantTag}`);
    try {
      return await work(lease.db);
    } finally {
      lease.release();
    }
  }

  /** A new name for a file of `extension` under `tag`, and where it goes. */
  private newName(tag: string, extension: string): { name: string; place: Place; contentType: string } {
    const contentType = contentTypeOf(extension);
    if (!contentType) throw new Error(`not a stored file type: ${extension}`);
    const place = placeOf(tag);
    if (!place) throw new Error(`invalid tag for a file: ${tag}`);
    return { name: `${crypto.randomUUID()}.${extension}`, place, contentType };
  }

  /** The file's row and its pieces, in one transaction; `size` must be what the pieces add up to. */
  private async write(
    tag: string,
    extension: string,
    size: number,
    pieces: AsyncIterable<Buffer> | Iterable<Buffer>,
  ): Promise<string> {
    const { name, place, contentType } = this.newName(tag, extension);
    await this.writeAs(place, name, contentType, size, pieces);
    return name;
  }

  private async writeAs(
    place: Place,
    name: string,
    contentType: string,
    size: number,
    pieces: AsyncIterable<Buffer> | Iterable<Buffer>,
  ): Promise<void> {
    await this.withDb(place, (db) =>
      db.transaction(async (tx) => {
        const chunkSize = this.chunkBytes;
        await tx.insert(storedFiles).values({ name, private: place.private, contentType, size, chunkSize });
        let seq = 0;
        let written = 0;
        for await (const bytes of piecesOf(pieces, chunkSize)) {
          await tx.insert(storedFileChunks).values({ name, seq: seq++, bytes });
          written += bytes.length;
        }
        if (written !== size) throw new Error(`a stored file changed while it was copied: ${name}`);
      }),
    );
  }

  async put(tag: string, bytes: Uint8Array, extension: string, _contentType: string): Promise<string> {
    const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    return this.write(tag, extension, buffer.length, [buffer]);
  }

  async putFile(tag: string, sourcePath: string, extension: string): Promise<string> {
    const { size } = await fs.promises.stat(sourcePath);
    const source = fs.createReadStream(sourcePath, { highWaterMark: this.chunkBytes });
    try {
      const name = await this.write(tag, extension, size, source);
      await fs.promises.rm(sourcePath, { force: true });
      return name;
    } finally {
      source.destroy();
    }
  }

  receivingDir(tag: string): string {
    if (!TAG_PATTERN.test(tag)) throw new Error(`invalid tag for a file: ${tag}`);
    // a process's own disk: the upload is checked there, then copied into the database and removed
    return path.join(this.receivingRoot, tag);
  }

  async open(tag: string, name: string): Promise<StoredFile | null> {
    const place = placeOf(tag);
    if (!place || !isStoredFileRef(tag, name) || !contentTypeOf(path.extname(name).slice(1))) return null;
    const lease = await this.lease(place);
    if (!lease) return null;
    let row: { contentType: string; size: number; chunkSize: number } | undefined;
    try {
      [row] = await lease.db
        .select({
          contentType: storedFiles.contentType,
          size: storedFiles.size,
          chunkSize: storedFiles.chunkSize,
        })
        .from(storedFiles)
        .where(and(eq(storedFiles.name, name), eq(storedFiles.private, place.private)));
    } catch (error) {
      lease.release();
      throw error;
    }
    if (!row) {
      lease.release();
      return null;
    }
    const { contentType, size, chunkSize } = row;
    return {
      contentType,
      size,
      read: (range?: ByteRange) => {
        const stream = Readable.from(
          piecesInRange(lease.db, name, chunkSize, range ?? { start: 0, end: size - 1 }),
          { objectMode: false },
        );
        // the lease goes with the stream: read to its end, failed, or dropped by a client that went away
        stream.once('close', lease.release);
        return stream;
      },
      close: () => {
        lease.release();
        return Promise.resolve();
      },
    };
  }

  async list(tag: string): Promise<string[]> {
    const place = placeOf(tag);
    if (!place) return [];
    const lease = await this.lease(place);
    if (!lease) return [];
    try {
      const rows = await lease.db
        .select({ name: storedFiles.name })
        .from(storedFiles)
        .where(eq(storedFiles.private, place.private))
        .orderBy(storedFiles.name);
      return rows.map((row) => row.name);
    } finally {
      lease.release();
    }
  }

  async putNamed(tag: string, name: string, size: number, bytes: NodeJS.ReadableStream): Promise<boolean> {
    const place = placeOf(tag);
    const contentType = contentTypeOf(path.extname(name).slice(1));
    if (!place || !isStoredFileRef(tag, name) || !contentType)
      throw new Error(`invalid file: ${tag}/${name}`);
    const there = await this.withDb(place, (db) =>
      db.select({ name: storedFiles.name }).from(storedFiles).where(eq(storedFiles.name, name)),
    );
    if (there.length) return false;
    await this.writeAs(place, name, contentType, size, bytes as AsyncIterable<Buffer>);
    return true;
  }

  async remove(tag: string, name: string): Promise<void> {
    const place = placeOf(tag);
    if (!place || !isStoredFileRef(tag, name)) return;
    const lease = await this.lease(place);
    if (!lease) return;
    try {
      // its pieces go with it (on delete cascade)
      await lease.db
        .delete(storedFiles)
        .where(and(eq(storedFiles.name, name), eq(storedFiles.private, place.private)));
    } finally {
      lease.release();
    }
  }
}
