import { bigint, boolean, customType, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createTime } from './columns.ts';

/** Raw bytes: node-postgres answers a Buffer, the embedded engine a Uint8Array; both read as a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) =>
    Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength),
});

/**
 * A file kept in the tenant's own database (`FILE_STORE=postgres`, files/postgres-file-store.ts; docs/deploy.md,
 * Files): its server-made name (a UUID and an extension), the content type of that extension and its size.
 * `private` marks a file of the tenant's private folder (files/private-files.ts: an applicant's documents),
 * which the public files route never serves. The bytes are in `stored_file_chunks`, in pieces of `chunk_size`.
 */
export const storedFiles = pgTable('stored_files', {
  name: text('name').primaryKey(),
  private: boolean('private').notNull().default(false),
  contentType: text('content_type').notNull(),
  size: bigint('size', { mode: 'number' }).notNull(),
  /** The size of its pieces (all but the last): a range finds its pieces by it, whatever later files use. */
  chunkSize: integer('chunk_size').notNull(),
  createTime: createTime(),
});

/**
 * A stored file's bytes in pieces of a fixed size (the last may be shorter), numbered from 0: a byte range
 * reads only the pieces it covers and a large video is streamed one piece at a time. They go with their file.
 */
export const storedFileChunks = pgTable(
  'stored_file_chunks',
  {
    name: text('name')
      .notNull()
      .references(() => storedFiles.name, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    bytes: bytea('bytes').notNull(),
  },
  (t) => [primaryKey({ name: 'stored_file_chunks_name_seq', columns: [t.name, t.seq] })],
);
