import { sql, type SQL } from 'drizzle-orm';
import { secondsToWait, type Bucket, type RateLimiter } from '../kernel/rate-limiter.ts';
import type { Database } from '../tenancy/database.ts';

/**
 * The token buckets in the control database's `rate_buckets` (docs/deploy.md, 'Limits shared by every
 * process'), so every process behind a balancer counts the same requests. A take is one statement whatever
 * the number of buckets: each bucket is an `insert … on conflict do update … returning` that refills it from
 * the database's clock and takes from it atomically (the row lock orders concurrent takes; nothing is read
 * before it is written), chained so that a bucket is taken from only when the one before let the request go,
 * as MemoryRateLimiter does.
 */
export class SharedRateLimiter implements RateLimiter {
  constructor(private readonly db: Database) {}

  async take(...buckets: Bucket[]): Promise<number> {
    if (!buckets.length) return 0;
    const steps = buckets.map((bucket, index) => sql`${step(index)} as (${upsert(bucket, index)})`);
    const columns = buckets.map(
      (_, index) =>
        sql`${step(index)}.granted as ${granted(index)}, ${step(index)}.tokens as ${tokens(index)}`,
    );
    const joins = buckets.slice(1).map((_, index) => sql`left join ${step(index + 1)} on true`);
    const { rows } = (await this.db.execute(
      sql`with ${sql.join(steps, sql`, `)} select ${sql.join(columns, sql`, `)} from ${step(0)} ${sql.join(joins, sql` `)}`,
    )) as unknown as { rows: Record<string, unknown>[] };
    const [row] = rows;
    for (const [index, bucket] of buckets.entries()) {
      // a bucket after a refusing one was not reached: its columns are null, and it is never looked at
      if (row?.[`g${index}`] !== true)
        return secondsToWait(Number(row?.[`k${index}`] ?? 0), bucket.perMinute);
    }
    return 0;
  }

  /** A bucket untouched for a minute has refilled completely, whatever its rate: it is as good as absent. */
  async prune(): Promise<void> {
    await this.db.execute(sql`delete from rate_buckets where at < now() - interval '1 minute'`);
  }
}

const step = (index: number) => sql.raw(`take${index}`);
const granted = (index: number) => sql.raw(`g${index}`);
const tokens = (index: number) => sql.raw(`k${index}`);

/** Takes one from `bucket`: a new bucket starts full; after the first, only when the previous one granted. */
function upsert({ key, perMinute }: Bucket, index: number): SQL {
  const full = perMinute >= 1;
  const fresh = sql`${key}::text, ${full ? perMinute - 1 : perMinute}::float8, ${full}::boolean, now()`;
  const source =
    index === 0
      ? sql`values (${fresh})`
      : sql`select ${fresh} from ${step(index - 1)} where ${step(index - 1)}.granted`;
  const refilled = sql`least(${perMinute}::float8, b.tokens + greatest(0, extract(epoch from now() - b.at)::float8) * ${perMinute / 60}::float8)`;
  return sql`insert into rate_buckets as b (key, tokens, granted, at) ${source}
    on conflict (key) do update set
      tokens = case when ${refilled} >= 1 then ${refilled} - 1 else ${refilled} end,
      granted = ${refilled} >= 1,
      at = greatest(b.at, now())
    returning granted, tokens`;
}
