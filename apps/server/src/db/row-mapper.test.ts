import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { eq, sql } from 'drizzle-orm';
import { alias, integer, numeric, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { withRowReader } from './row-mapper.ts';

const teams = pgTable('teams', { id: serial('id').primaryKey(), name: text('name').notNull() });
const people = pgTable('people', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  teamId: integer('team_id'),
  mentorId: integer('mentor_id'),
  balance: numeric('balance', { precision: 6, scale: 2 }),
  joined: timestamp('joined', { withTimezone: true }).notNull().defaultNow(),
});

describe('withRowReader (a kept statement reads its rows as Drizzle does)', () => {
  let client: PGlite;
  let db: ReturnType<typeof drizzle>;

  beforeAll(async () => {
    client = new PGlite();
    db = drizzle({ client });
    await client.exec(`
      create table teams (id serial primary key, name text not null);
      create table people (id serial primary key, name text not null, team_id int, mentor_id int,
        balance numeric(6,2), joined timestamptz not null default now());
      insert into teams (name) values ('Kuzey'), ('Güney');
      insert into people (name, team_id, mentor_id, balance) values
        ('Ayşe', 1, null, 12.5), ('Can', null, 1, null), ('Deniz', 2, 2, 0);`);
  }, 60_000);
  afterAll(() => client.close());

  it('answers the same rows as Drizzle: nested objects, decoded values, missing joined rows as null', async () => {
    const mentor = alias(people, 'mentor');
    const query = () =>
      db
        .select({
          row: { id: people.id, name: people.name, balance: people.balance, joined: people.joined },
          version: sql<string>`${people.id}::text`,
          team: teams,
          mentor: { id: mentor.id, name: mentor.name },
        })
        .from(people)
        .leftJoin(teams, eq(teams.id, people.teamId))
        .leftJoin(mentor, eq(mentor.id, people.mentorId))
        .orderBy(people.id);
    const drizzles = await query();
    const prepared = withRowReader(query().prepare(''));
    // the reader is what the run uses (Drizzle's own mapping would answer the same rows)
    const kept = prepared as unknown as { customResultMapper: (rows: unknown[][]) => unknown };
    const reader = kept.customResultMapper;
    let used = 0;
    kept.customResultMapper = (rows) => (used++, reader(rows));
    const ours = await prepared.execute({});
    expect(used).toBe(1);
    expect(ours).toEqual(drizzles);
    // what the comparison covers: a missing team and a missing mentor are null, a timestamp a Date
    expect(ours.map((r) => [r.team?.name ?? null, r.mentor?.name ?? null])).toEqual([
      ['Kuzey', null],
      [null, 'Ayşe'],
      ['Güney', 'Can'],
    ]);
    expect(ours[0]!.row.joined).toBeInstanceOf(Date);
    expect(ours[0]!.row.balance).toBe('12.50');
  });
});
