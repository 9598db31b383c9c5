import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { dropPostgresDatabase, openDatabase } from './database.ts';
import {
  createEmbeddedDatabase,
  createPostgresDatabase,
  templateKey,
  type DatabaseTemplate,
} from './database-template.ts';
import { CONTROL_MIGRATIONS } from './migrations.ts';

/** On PostgreSQL when TEST_DATABASE_URL is set, else on the embedded engine (both run in CI). */
const POSTGRES = process.env.TEST_DATABASE_URL;
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'pano-template-'));
const templateDir = path.join(root, 'templates');
const made: string[] = [];
const run = crypto.randomBytes(3).toString('hex');
const RACE_RUNS = Number(process.env.TEMPLATE_RACE_RUNS ?? 1);
const CHILD = path.join(import.meta.dirname, 'template-race.child.ts');

/** The template of this run with key `key`: a database on PostgreSQL, a folder on the embedded engine. */
const templateName = (key: string) =>
  POSTGRES ? `pano_tpl_test_${run}${key}` : `migrated-test-${run}${key}`;

const databaseAddress = (name: string) => {
  const url = new URL(POSTGRES as string);
  url.pathname = `/${name}`;
  return url.toString();
};

/** Runs template-race.child.ts in a process of its own; resolves with what it printed. */
function child(args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', CHILD, ...args],
      { env: process.env, timeout: 120_000 },
      (error, stdout, stderr) => (error ? reject(new Error(`${error.message}\n${stderr}`)) : resolve(stdout)),
    );
  });
}

afterAll(async () => {
  if (POSTGRES) {
    for (const name of made) await dropPostgresDatabase(POSTGRES, name);
    for (const name of await postgresTemplates()) await dropPostgresDatabase(POSTGRES, name);
  }
  fs.rmSync(root, { recursive: true, force: true });
});

/** A template of the control migrations whose fill writes one row and counts its runs. */
function template(key: string, fill?: () => void): DatabaseTemplate & { fills: number } {
  const result = {
    kind: 'test',
    key: `${run}${key}`,
    migrationsFolder: CONTROL_MIGRATIONS,
    fills: 0,
    fill: async (db: Parameters<DatabaseTemplate['fill']>[0]) => {
      result.fills += 1;
      fill?.();
      await db.execute('create table filled (what text)');
      await db.execute(`insert into filled values ('from the template')`);
    },
  };
  return result;
}

/** Makes database `name` from `from` on the engine under test and returns its address. */
async function create(name: string, from: DatabaseTemplate): Promise<string> {
  if (POSTGRES) {
    made.push(`pt_${run}_${name}`);
    return createPostgresDatabase(POSTGRES, `pt_${run}_${name}`, from);
  }
  const url = `pglite:dbs/${name}`;
  await createEmbeddedDatabase(url, root, templateDir, from);
  return url;
}

async function rows(url: string, query: string): Promise<unknown[]> {
  const opened = await openDatabase({
    url,
    dataDir: root,
    embeddedTemplateDir: templateDir,
    migrationsFolder: CONTROL_MIGRATIONS,
  });
  try {
    return ((await opened.db.execute(query)) as unknown as { rows: unknown[] }).rows;
  } finally {
    await opened.close();
  }
}

/** The templates of this run: databases on PostgreSQL, folders on the embedded engine. */
async function postgresTemplates(): Promise<string[]> {
  const admin = new pg.Client({ connectionString: POSTGRES });
  await admin.connect();
  try {
    const found = await admin.query<{ datname: string }>(
      `select datname from pg_database where datname like $1 order by 1`,
      [`pano\\_tpl\\_test\\_${run}%`],
    );
    return found.rows.map((row) => row.datname);
  } finally {
    await admin.end();
  }
}

async function templates(): Promise<string[]> {
  if (POSTGRES) return postgresTemplates();
  return fs.existsSync(templateDir)
    ? fs.readdirSync(templateDir).filter((name) => name.startsWith('migrated-'))
    : [];
}

describe('a new database from a template', () => {
  it('is a copy of a template made once: migrated and filled, each copy with data of its own', async () => {
    const first = template('a');
    const one = await create('one', first);
    const two = await create('two', first);
    expect(first.fills).toBe(1);
    expect(await templates()).toHaveLength(1);
    for (const url of [one, two]) {
      expect(await rows(url, 'select what from filled')).toEqual([{ what: 'from the template' }]);
      // the migrations came with it: the control tables are there and drizzle counts them as applied
      expect(await rows(url, 'select count(*)::int as n from subscriptions')).toEqual([{ n: 0 }]);
    }
    await rows(one, `insert into filled values ('only in one')`);
    expect(await rows(two, 'select count(*)::int as n from filled')).toEqual([{ n: 1 }]);
    // an existing database is left as it is
    await create('one', first);
    expect(await rows(one, 'select count(*)::int as n from filled')).toEqual([{ n: 2 }]);
  });

  it('a new key (a new migration, new places) makes a new template and drops the old one', async () => {
    const next = template('b');
    const three = await create('three', next);
    expect(next.fills).toBe(1);
    expect(await templates()).toEqual([templateName('b')]);
    expect(await rows(three, 'select what from filled')).toEqual([{ what: 'from the template' }]);
  });

  it(
    'databases made at once from a missing template all get a whole one, the template built once',
    async () => {
      // TEMPLATE_RACE_RUNS (npm run test:race in apps/server: 50) repeats the race with a new key each time
      for (let round = 1; round <= RACE_RUNS; round++) {
        const racing = template(`c${round}`);
        const names = ['four', 'five', 'seven'].map((name) => `${name}${round}`);
        const urls = await Promise.all(names.map((name) => create(name, racing)));
        expect(racing.fills).toBe(1);
        for (const url of urls)
          expect(await rows(url, 'select what from filled')).toEqual([{ what: 'from the template' }]);
        expect(await templates()).toEqual([templateName(`c${round}`)]);
      }
    },
    60_000 + RACE_RUNS * 5_000,
  );

  it('two processes making databases at once from a missing template both get whole ones', async () => {
    const key = `${run}e`;
    const names = (side: string) => [1, 2].map((n) => `pt_${run}_${side}${n}`);
    if (POSTGRES) made.push(...names('x'), ...names('y'));
    const outputs = await Promise.all(['x', 'y'].map((side) => child([key, root, ...names(side)])));
    expect(outputs.map((output) => output.trim().split('\n').at(-1))).toEqual(['made 2', 'made 2']);
    for (const name of [...names('x'), ...names('y')]) {
      const url = POSTGRES ? databaseAddress(name) : `pglite:dbs/${name}`;
      expect(await rows(url, 'select what from filled')).toEqual([{ what: 'from the template' }]);
    }
    expect(await templates()).toEqual([templateName('e')]);
    // built by one of them: the other waited and copied it
    expect(
      fs
        .readFileSync(path.join(root, `fills-${key}`), 'utf8')
        .trim()
        .split('\n'),
    ).toHaveLength(1);
  });

  it('a fill that fails leaves no template and no database; the next attempt makes them', async () => {
    const broken = template('d', () => {
      throw new Error('the fill broke');
    });
    await expect(create('six', broken)).rejects.toThrow('the fill broke');
    expect(await templates()).toEqual([templateName('e')]);
    if (!POSTGRES)
      expect(fs.readdirSync(templateDir).filter((name) => name.includes('.building-'))).toEqual([]);
    const mended = template('d');
    const six = await create('six', mended);
    expect(await rows(six, 'select what from filled')).toEqual([{ what: 'from the template' }]);
  });

  it('the key changes with the migrations and with what the fill writes', () => {
    const folder = path.join(root, 'migrations');
    fs.cpSync(CONTROL_MIGRATIONS, folder, { recursive: true });
    const key = templateKey(folder, 'places v1');
    expect(templateKey(folder, 'places v1')).toBe(key);
    expect(templateKey(folder, 'places v2')).not.toBe(key);
    fs.writeFileSync(path.join(folder, '9999_next.sql'), 'create table next (id int);');
    expect(templateKey(folder, 'places v1')).not.toBe(key);
  });
});
