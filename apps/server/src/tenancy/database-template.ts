import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { logger } from '../kernel/logger.ts';
import { embeddedPath, openDatabase, type Database } from './database.ts';
import { prepareEmbeddedFolder } from './embedded-cluster.ts';
import { withAdvisoryLock, withFolderLock } from './build-locks.ts';

/**
 * What every new database of a kind starts with: its migrations and the rows that are the same for all of
 * them (Türkiye's places for a tenant). Made once per `key` and copied for each new database, instead of
 * running the migrations and the inserts again (docs/deploy.md, Templates).
 */
export interface DatabaseTemplate {
  /** What it is a template of (`tenant`), lower-case letters: a new key replaces the old of its kind only. */
  kind: string;
  /** Names the content: a template is made once per key, so the key changes with anything it holds. */
  key: string;
  migrationsFolder: string;
  /** Fills the freshly migrated template; runs once per key. */
  fill(db: Database): Promise<void>;
}

/** A key for a template: the migrations' own files and `extra` (what `fill` writes), hashed. */
export function templateKey(migrationsFolder: string, extra: string): string {
  const hash = crypto.createHash('sha256');
  const files = fs.readdirSync(migrationsFolder).filter((name) => name.endsWith('.sql'));
  for (const name of files.sort())
    hash.update(name).update(fs.readFileSync(path.join(migrationsFolder, name)));
  return hash.update(extra).digest('hex').slice(0, 16);
}

const quoted = (name: string) => `"${name.replace(/"/g, '')}"`;

async function withAdmin<T>(serverUrl: string, work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

function databaseUrl(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

async function databaseExists(admin: pg.Client, name: string): Promise<boolean> {
  const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
  return Boolean(found.rowCount);
}

/** A missing template is made at most this many times for one copy (another version may drop it). */
const ATTEMPTS = 3;

/**
 * Creates database `database` on the server of `serverUrl` as a copy of `template` (made first when missing)
 * and returns its address; an existing database is left as it is.
 *
 * Any number of processes may do this at once. One advisory lock per kind of template orders them: a copy
 * holds it shared (the template cannot be dropped under it), the building of a template holds it exclusive
 * (one builder; the others wait, find the template and copy it). No error of a race is expected or caught.
 */
export async function createPostgresDatabase(
  serverUrl: string,
  database: string,
  template: DatabaseTemplate,
): Promise<string> {
  await withAdmin(serverUrl, async (admin) => {
    // waiting for a builder's migrations may take longer than a statement may
    await admin.query('set statement_timeout = 0');
    // two creations of the same database (one tenant's tag twice at once) take turns: the second finds it
    await withAdvisoryLock(admin, `pano:database:${database}`, 'exclusive', async () => {
      if (!(await databaseExists(admin, database))) await copyTemplate(admin, serverUrl, database, template);
    });
  });
  return databaseUrl(serverUrl, database);
}

/** Copies `template` (made first when missing) to the new database `database`. */
async function copyTemplate(
  admin: pg.Client,
  serverUrl: string,
  database: string,
  template: DatabaseTemplate,
): Promise<void> {
  const name = `pano_tpl_${template.kind}_${template.key}`;
  const lock = `pano:template:${template.kind}`;
  for (let attempt = 1; ; attempt++) {
    const copied = await withAdvisoryLock(admin, lock, 'shared', async () => {
      if (!(await databaseExists(admin, name))) return false;
      await admin.query(`create database ${quoted(database)} template ${quoted(name)}`);
      return true;
    });
    if (copied) return;
    if (attempt > ATTEMPTS) throw new Error(`The template ${name} was dropped ${ATTEMPTS} times`);
    await withAdvisoryLock(admin, lock, 'exclusive', async () => {
      if (!(await databaseExists(admin, name))) await buildPostgresTemplate(admin, serverUrl, template, name);
    });
  }
}

/**
 * Builds template `name` under a name of its own, then renames it into place, so a database is never copied
 * from a half-made template; then drops the templates of this kind that it replaces and what a builder that
 * died left half made. Runs under the kind's exclusive lock: nobody copies or builds meanwhile.
 */
async function buildPostgresTemplate(
  admin: pg.Client,
  serverUrl: string,
  template: DatabaseTemplate,
  name: string,
): Promise<void> {
  const building = `${name}_${crypto.randomBytes(4).toString('hex')}`;
  await admin.query(`create database ${quoted(building)}`);
  try {
    const opened = await openDatabase({
      url: databaseUrl(serverUrl, building),
      dataDir: '',
      migrationsFolder: template.migrationsFolder,
    });
    try {
      await template.fill(opened.db);
    } finally {
      await opened.close();
    }
    await admin.query(`alter database ${quoted(building)} rename to ${quoted(name)}`);
  } catch (error) {
    await admin.query(`drop database if exists ${quoted(building)} with (force)`).catch(() => undefined);
    throw error;
  }
  const old = await admin.query<{ datname: string }>(
    `select datname from pg_database where datname ~ $1 and datname <> $2`,
    [`^pano_tpl_${template.kind}_[0-9a-f]+(_[0-9a-f]{8})?$`, name],
  );
  for (const { datname } of old.rows) {
    // only tidying: a template still in use by a process of an older version stays for the next builder
    await admin.query(`drop database if exists ${quoted(datname)}`).catch((error: unknown) => {
      logger.warn({ err: error, template: datname }, 'an old template was kept');
    });
  }
}

/**
 * Places the folder of embedded database `url` as a copy of `template`'s cluster, kept in `templateDir`
 * beside the pristine one (embedded-cluster.ts) and made when missing; an existing database is left as it is.
 * Processes sharing `templateDir` (the test workers) take turns under a lock file per kind: one builds, the
 * others wait and copy, and no copy is made from a template another version is replacing.
 */
export async function createEmbeddedDatabase(
  url: string,
  dataDir: string,
  templateDir: string,
  template: DatabaseTemplate,
): Promise<void> {
  const dir = embeddedPath(url, dataDir);
  if (fs.existsSync(path.join(dir, 'PG_VERSION'))) return;
  const name = `migrated-${template.kind}-${template.key}`;
  await withFolderLock(templateDir, `template-${template.kind}`, async () => {
    if (!fs.existsSync(path.join(templateDir, name, 'PG_VERSION')))
      await buildEmbeddedTemplate(templateDir, template, name);
    fs.mkdirSync(path.dirname(dir), { recursive: true });
    await prepareEmbeddedFolder(dir, templateDir, name);
  });
}

/** Builds template folder `name` aside, moves it into place and removes the ones of its kind it replaces. */
async function buildEmbeddedTemplate(
  templateDir: string,
  template: DatabaseTemplate,
  name: string,
): Promise<void> {
  const source = path.join(templateDir, name);
  const building = fs.mkdtempSync(`${source}.building-`);
  fs.rmdirSync(building);
  try {
    const opened = await openDatabase({
      url: `pglite:${path.basename(building)}`,
      dataDir: templateDir,
      embeddedTemplateDir: templateDir,
      migrationsFolder: template.migrationsFolder,
    });
    try {
      await template.fill(opened.db);
    } finally {
      await opened.close();
    }
    fs.renameSync(building, source);
  } catch (error) {
    fs.rmSync(building, { recursive: true, force: true });
    // a holder that took over a dead one's lock while another did too (build-locks.ts) placed it first
    if (!fs.existsSync(path.join(source, 'PG_VERSION'))) throw error;
    logger.debug({ template: name }, 'template made by another process');
  }
  // the lock is held: what is not the new template is an old one or a dead builder's half-made folder
  for (const old of fs.readdirSync(templateDir)) {
    if (old.startsWith(`migrated-${template.kind}-`) && old !== name)
      fs.rmSync(path.join(templateDir, old), { recursive: true, force: true });
  }
}
