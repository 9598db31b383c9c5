import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './database.ts';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'pano-cluster-'));
const templateDir = path.join(root, 'template');
const migrationsFolder = path.resolve(import.meta.dirname, '../db/migrations/control');

interface Rows {
  rows: unknown[];
}

afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe('a new embedded database', () => {
  it('starts from one pristine cluster, made once; each database keeps its own data', async () => {
    const open = (name: string) =>
      openDatabase({
        url: `pglite:${name}`,
        dataDir: root,
        embeddedTemplateDir: templateDir,
        migrationsFolder,
      });
    const first = await open('one');
    const made = fs.statSync(path.join(templateDir, 'cluster', 'PG_VERSION')).mtimeMs;
    await first.db.execute('create table note (text text)');
    await first.db.execute("insert into note values ('only in one')");
    await first.close();

    const second = await open('two');
    // the template was copied, not made again, and nothing of database one is in it
    expect(fs.statSync(path.join(templateDir, 'cluster', 'PG_VERSION')).mtimeMs).toBe(made);
    const tables = await second.db.execute(
      "select count(*)::int as n from pg_tables where tablename = 'note'",
    );
    expect((tables as unknown as Rows).rows).toEqual([{ n: 0 }]);
    await second.close();

    // an existing database opens as it is
    const again = await open('one');
    const notes = await again.db.execute('select text from note');
    expect((notes as unknown as Rows).rows).toEqual([{ text: 'only in one' }]);
    await again.close();
  });

  it('opens with the configured buffer pool (EMBEDDED_SHARED_BUFFERS_MB) instead of 128 MB', async () => {
    const opened = await openDatabase({
      url: 'pglite:buffers',
      dataDir: root,
      embeddedTemplateDir: templateDir,
      migrationsFolder,
      embeddedSharedBuffersMb: 8,
    });
    const shown = await opened.db.execute('show shared_buffers');
    expect((shown as unknown as Rows).rows).toEqual([{ shared_buffers: '8MB' }]);
    await opened.close();
  });
});
