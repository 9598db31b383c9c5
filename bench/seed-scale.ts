import pg from 'pg';

const NAMES = [
  'Ayşe',
  'Mehmet',
  'Fatma',
  'Ahmet',
  'Zeynep',
  'Mustafa',
  'Elif',
  'Emre',
  'Şule',
  'Çağrı',
  'Gül',
  'İbrahim',
  'Özge',
  'Burak',
  'Deniz',
  'Ümit',
];
const SURNAMES = [
  'Yılmaz',
  'Kaya',
  'Demir',
  'Şahin',
  'Çelik',
  'Yıldız',
  'Öztürk',
  'Aydın',
  'Arslan',
  'Doğan',
  'Kılıç',
  'Aslan',
  'Güneş',
  'Özdemir',
];
const list = (values: string[]) => `array[${values.map((v) => `'${v}'`).join(',')}]`;

/** Fills a tenant database at the scale the benchmark measures, in a few set-based statements. */
export async function seedScale(
  tenantUrl: string,
  counts: { users: number; notifications: number },
): Promise<void> {
  const client = new pg.Client({ connectionString: tenantUrl });
  await client.connect();
  try {
    const [role] = (await client.query('select id from roles order by id limit 1')).rows as { id: number }[];
    const [department] = (await client.query('select id from departments order by id limit 1')).rows as {
      id: number;
    }[];
    await client.query(
      `insert into users (name, surname, email, role_id, department_id)
       select (${list(NAMES)})[1 + i % ${NAMES.length}], (${list(SURNAMES)})[1 + (i / ${NAMES.length})::int % ${SURNAMES.length}],
              'user' || i || '@bench.test', $1, $2
       from generate_series(1, $3) as i`,
      [role?.id ?? null, department?.id ?? null, counts.users],
    );
    await client.query(
      `insert into notifications (user_id, body, is_viewed)
       select u.id, 'Bildirim ' || g, g % 3 = 0
       from generate_series(1, $1) as g
       join users u on u.id = (select min(id) from users) + g % $2`,
      [counts.notifications, counts.users],
    );
    await client.query('analyze');
  } finally {
    await client.end();
  }
}
