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

/** What seeding needs of a database client: `pg`'s Client and Pool and PGlite all fit. */
export interface Queryable {
  query(sql: string, params?: unknown[]): Promise<{ rows: unknown[] }>;
}

export interface ScaleCounts {
  users: number;
  notifications: number;
  announcementRecipients: number;
}

/** Fills a tenant database (either engine) at the scale the benchmark measures, in set-based statements. */
export async function seedScale(client: Queryable, counts: ScaleCounts): Promise<void> {
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
  // announcements of 100 recipients each, in five categories, until the recipients are reached
  const perAnnouncement = 100;
  const announcementCount = Math.ceil(counts.announcementRecipients / perAnnouncement);
  await client.query(
    `insert into announcement_categories (name, icon, is_notification)
       select 'Kategori ' || i, 'Campaign', i % 2 = 0 from generate_series(1, 5) as i`,
  );
  await client.query(
    `insert into announcements (title, spot_text, body, category_id)
       select 'Duyuru ' || i, 'Özet ' || i, '<p>Duyuru metni ' || i || '</p>',
              (select min(id) from announcement_categories) + i % 5
       from generate_series(1, $1) as i`,
    [announcementCount],
  );
  await client.query(
    `insert into announcement_users (announcement_id, user_id)
       select a.id, (select min(id) from users) + (a.id * 7919 + k) % $2
       from announcements a cross join generate_series(0, $1 - 1) as k`,
    [perAnnouncement, counts.users],
  );
  await client.query(
    `insert into announcement_send_histories (announcement_id, user_id)
       select announcement_id, user_id from announcement_users`,
  );
  // as autovacuum leaves a table after a bulk load: statistics, the visibility map, and the trigram
  // indexes' pending entries merged (a search would otherwise scan them one by one)
  await client.query('vacuum analyze');
  // the bulk load's pages written out now, not by the checkpointer during the measurement
  await client.query('checkpoint');
}
