import Fastify from 'fastify';
import { openTenantSql } from './tenant-sql.ts';
import type { Statement } from './capture-statements.ts';

/**
 * The floor under the GraphQL path for one list: a hand-written Fastify route that runs the statements the
 * GraphQL request runs (captured, prepared by name through a `pg` pool of 10, as large as a tenant's pool in
 * the server) and answers the last one's rows with `JSON.stringify` — no token, no permission, no GraphQL.
 * Started by `startFloorRoute` (floor.ts) in a process of its own, as the server runs in one:
 * FLOOR_DATABASE_URL, FLOOR_CASES (a JSON list of each case's statements), FLOOR_PORT; it prints `ready`
 * when it listens.
 */
const cases = JSON.parse(process.env.FLOOR_CASES ?? '[]') as Statement[][];
const sql = await openTenantSql(process.env.FLOOR_DATABASE_URL ?? '', '', 10);
const app = Fastify();
app.post<{ Params: { index: string } }>('/floor/:index', async (req, reply) => {
  const statements = cases[Number(req.params.index)];
  if (!statements) return reply.status(404).send();
  let rows: unknown;
  for (const s of statements) rows = ((await sql.prepared(s.sql, s.params)) as { rows: unknown }).rows;
  reply.header('content-type', 'application/json');
  return JSON.stringify({ data: { list: { isSuccess: true, data: rows } } });
});
await app.listen({ port: Number(process.env.FLOOR_PORT), host: '127.0.0.1' });
console.log('ready');
