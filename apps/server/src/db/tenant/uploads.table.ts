import { integer, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { createTime } from './columns.ts';
import { userReference } from './users.table.ts';

/**
 * A file streamed to `POST /files/upload`, checked and stored, not yet attached to anything (docs/api.md,
 * Uploads). A save names it by its `id` (a random UUID only its uploader knows) and takes it over; one not
 * taken within a day is removed.
 */
export const pendingUploads = pgTable('pending_uploads', {
  id: varchar('id', { length: 36 }).primaryKey(),
  userId: userReference('user_id'),
  /** The stored file's public path, `/files/<tag>/<name>`. */
  filePath: text('file_path').notNull(),
  fileName: varchar('file_name', { length: 255 }).notNull(),
  extension: varchar('extension', { length: 5 }).notNull(),
  size: integer('size').notNull(),
  createTime: createTime(),
});
