// One process of database-template.test.ts's race between processes: makes the databases named in argv
// (all at once) from the test template of key argv[2], on PostgreSQL when TEST_DATABASE_URL is set, else on
// the embedded engine in folder argv[3]; each fill writes a line to argv[3]/fills-<key>; prints "made N"
// when every one is whole.
import fs from 'node:fs';
import path from 'node:path';
import { createEmbeddedDatabase, createPostgresDatabase } from './database-template.ts';
import { CONTROL_MIGRATIONS } from './migrations.ts';

const [key = '', root = '', ...names] = process.argv.slice(2);
const template = {
  kind: 'test',
  key,
  migrationsFolder: CONTROL_MIGRATIONS,
  fill: async (db: { execute(query: string): Promise<unknown> }) => {
    fs.appendFileSync(path.join(root, `fills-${key}`), `${process.pid}\n`);
    await db.execute('create table filled (what text)');
    await db.execute(`insert into filled values ('from the template')`);
  },
};
const server = process.env.TEST_DATABASE_URL;
await Promise.all(
  names.map((name) =>
    server
      ? createPostgresDatabase(server, name, template)
      : createEmbeddedDatabase(`pglite:dbs/${name}`, root, path.join(root, 'templates'), template),
  ),
);
console.log(`made ${names.length}`);
