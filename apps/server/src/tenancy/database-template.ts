import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { logger } from '../kernel/logger.ts';
import { embeddedPath, openDatabase, type Database } from './database.ts';
import { prepareEmbeddedFolder } from './embedded-cluster.ts';

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

/** PostgreSQL's answer when a database is in use or already exists. */
const IN_USE = '55006';
const EXISTS = '42P04';
const MISSING = '3D000';

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

/**
 * The template database of `template` on the server of `serverUrl`, made when missing: built under a name
 * of its own, then renamed into place, so a database is never copied from a half-made template; when two
 * processes race, the first rename wins and the other drops its copy.
 */
async function postgresTemplate(serverUrl: string, template: DatabaseTemplate): Promise<string> {
  const name = `pano_tpl_${template.kind}_${template.key}`;
  const exists = await withAdmin(serverUrl, (admin) =>
    admin.query('select 1 from pg_database where datname = $1', [name]),
  );
  if (exists.rowCount) return name;
  const building = `${name}_${crypto.randomBytes(4).toString('hex')}`;
  await withAdmin(serverUrl, (admin) => admin.query(`create database ${quoted(building)}`));
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
    await withAdmin(serverUrl, async (admin) => {
      try {
        await admin.query(`alter database ${quoted(building)} rename to ${quoted(name)}`);
      } catch (error) {
        if ((error as { code?: string }).code !== EXISTS) throw error;
        await admin.query(`drop database if exists ${quoted(building)} with (force)`);
        return;
      }
      // the finished templates of earlier versions are not needed any more (a copy being made from one
      // finishes first; one still being built by another process is not theirs to drop)
      const old = await admin.query<{ datname: string }>(
        `select datname from pg_database where datname ~ $1 and datname <> $2`,
        [`^pano_tpl_${template.kind}_[0-9a-f]+$`, name],
      );
      for (const { datname } of old.rows) {
        await admin.query(`drop database if exists ${quoted(datname)}`).catch((error: unknown) => {
          if ((error as { code?: string }).code !== IN_USE) throw error;
        });
      }
    });
  } catch (error) {
    await withAdmin(serverUrl, (admin) =>
      admin.query(`drop database if exists ${quoted(building)} with (force)`),
    ).catch(() => undefined);
    throw error;
  }
  return name;
}

/**
 * Creates database `database` on the server of `serverUrl` as a copy of `template` (made first when missing)
 * and returns its address; an existing database is left as it is.
 */
export async function createPostgresDatabase(
  serverUrl: string,
  database: string,
  template: DatabaseTemplate,
): Promise<string> {
  const exists = await withAdmin(serverUrl, (admin) =>
    admin.query('select 1 from pg_database where datname = $1', [database]),
  );
  if (!exists.rowCount) {
    const copy = async () => {
      const source = await postgresTemplate(serverUrl, template);
      await withAdmin(serverUrl, (admin) =>
        admin.query(`create database ${quoted(database)} template ${quoted(source)}`),
      );
    };
    // dropped in between by a process of another version that made its own (a rolling upgrade): made again
    await copy().catch((error: unknown) => {
      if ((error as { code?: string }).code !== MISSING) throw error;
      return copy();
    });
  }
  return databaseUrl(serverUrl, database);
}

/**
 * Places the folder of embedded database `url` as a copy of `template`'s cluster, kept in `templateDir`
 * beside the pristine one (embedded-cluster.ts) and made when missing; an existing database is left as it is.
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
  const source = path.join(templateDir, name);
  if (!fs.existsSync(path.join(source, 'PG_VERSION'))) {
    fs.mkdirSync(templateDir, { recursive: true });
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
      for (const old of fs.readdirSync(templateDir)) {
        if (old.startsWith(`migrated-${template.kind}-`) && old !== name && !old.includes('.building-'))
          fs.rmSync(path.join(templateDir, old), { recursive: true, force: true });
      }
    } catch (error) {
      fs.rmSync(building, { recursive: true, force: true });
      // another process placed it first: its copy serves
      if (!fs.existsSync(path.join(source, 'PG_VERSION'))) throw error;
      logger.debug({ template: name }, 'template made by another process');
    }
  }
  fs.mkdirSync(path.dirname(dir), { recursive: true });
  await prepareEmbeddedFolder(dir, templateDir, name);
}
