import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { withFolderLock } from './build-locks.ts';

/**
 * Prepares the folder of an embedded database before PGlite opens it. A new database starts as a copy of a
 * pristine cluster (initdb already run, nothing else in it) instead of running initdb again: in WebAssembly
 * initdb takes seconds, a copy a fraction of one. The pristine cluster is made once in `templateDir` and
 * reused by every new tenant; migrations then run on the copy as on any new database. An existing database
 * is left as it is. `from` names another cluster in `templateDir` to copy, made beforehand (a migrated one:
 * database-template.ts).
 */
export async function prepareEmbeddedFolder(
  dir: string,
  templateDir: string,
  from = 'cluster',
): Promise<void> {
  if (fs.existsSync(path.join(dir, 'PG_VERSION'))) return;
  const template = path.join(templateDir, from);
  if (!fs.existsSync(path.join(template, 'PG_VERSION'))) {
    if (from !== 'cluster') throw new Error(`No embedded template ${from}`);
    // processes sharing the folder (the test workers) take turns: one runs initdb, the others find it
    await withFolderLock(templateDir, 'cluster', async () => {
      if (!fs.existsSync(path.join(template, 'PG_VERSION'))) await makeTemplate(template);
    });
  }
  fs.cpSync(template, dir, { recursive: true });
}

/** initdb in a folder of its own, closed, then moved into place (a half-made cluster is never copied). */
async function makeTemplate(template: string): Promise<void> {
  fs.mkdirSync(path.dirname(template), { recursive: true });
  const building = fs.mkdtempSync(`${template}.building-`);
  try {
    const client = new PGlite(building);
    await client.waitReady;
    await client.close();
    fs.renameSync(building, template);
  } catch (error) {
    // a holder that took over a dead one's lock while another did too (build-locks.ts) placed it first
    if (!fs.existsSync(path.join(template, 'PG_VERSION'))) throw error;
  } finally {
    fs.rmSync(building, { recursive: true, force: true });
  }
}
