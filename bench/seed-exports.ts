import pg from 'pg';

/**
 * What the export benchmark writes: `count` complaints in five types (a sentence of 60–180 characters
 * each, every 50th starting with '=') and one disclaimer accepted by the first `count` users (seeded
 * before, bench/seed-scale.ts); the disclaimer's id.
 */
export async function seedExports(tenantUrl: string, count: number): Promise<{ disclaimerId: number }> {
  const client = new pg.Client({ connectionString: tenantUrl });
  await client.connect();
  try {
    await client.query(
      `insert into complaint_types (name) select 'Şikayet türü ' || i from generate_series(1, 5) as i`,
    );
    await client.query(
      `insert into complaints (complaint_type_id, description, create_time)
       select (select min(id) from complaint_types) + i % 5,
              case when i % 50 = 0 then '=' else '' end || 'Şikayet ' || i
                || ': yemekhanede çorba soğuk geliyor, servis geç kalıyor; lütfen ilgilenin. '
                || repeat('ığüşöç ', i % 16),
              now() - i * interval '1 minute'
       from generate_series(1, $1) as i`,
      [count],
    );
    const disclaimer = await client.query<{ id: number }>(
      `insert into disclaimers (name, value, version) values ('Aydınlatma metni', 'Metin', '1.0.0') returning id`,
    );
    const disclaimerId = disclaimer.rows[0]?.id ?? 0;
    await client.query(
      `insert into disclaimer_users (disclaimer_id, user_id, create_time)
       select $1, id, now() - id * interval '1 second' from users order by id limit $2`,
      [disclaimerId, count],
    );
    await client.query('analyze');
    return { disclaimerId };
  } finally {
    await client.end();
  }
}
