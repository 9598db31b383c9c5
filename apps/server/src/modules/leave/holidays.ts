import { and, asc, gte, lte } from 'drizzle-orm';
import { z } from 'zod';
import {
  HOLIDAY_YEAR_MAX,
  HOLIDAY_YEAR_MIN,
  holidayResource,
  translate,
  type holidayCopyInput,
  type Language,
  type officialHolidaysInput,
} from '@pano/contract';
import type { EntityDefinition } from '../../crud/entity-definition.ts';
import { holidays } from '../../db/tenant/leave.table.ts';
import type { TenantDb, TenantTx } from '../../db/tenant-db.ts';
import { ok, type Envelope } from '../../kernel/envelope.ts';
import type { OperationContext } from '../../request/context.ts';
import { actorOf, recordChange } from '../../crud/record-change.ts';
import {
  isFixedHoliday,
  knowsReligiousHolidays,
  officialHolidays,
  type OfficialHoliday,
} from './official-holidays.ts';

const yearRange = (year: number) => [`${String(year)}-01-01`, `${String(year)}-12-31`] as const;

/**
 * The tenant's public holidays (/izin/tatiller; docs/leave.md): one year at a time (`year`, this year when
 * left out is up to the panel), ordered by date; a date once (the unique index answers on `day`).
 */
export const holidayEntity: EntityDefinition = {
  api: holidayResource,
  table: holidays,
  searchColumns: ['name'],
  smallList: true,
  sortColumns: ['day', 'name'],
  defaultSort: { column: 'day', descending: false },
  hasActive: false,
  pagerFilters: {
    year: {
      input: z.number().int().min(HOLIDAY_YEAR_MIN).max(HOLIDAY_YEAR_MAX).nullish(),
      where: (value) => {
        if (typeof value !== 'number') return undefined;
        const [first, last] = yearRange(value);
        return and(gte(holidays.day, first), lte(holidays.day, last));
      },
    },
  },
};

/** What a fill or a copy did: how many dates it added, and how many it left (already there, or moving). */
export interface HolidayFill {
  added: number;
  skipped: number;
  /** Whether the religious holidays, whose dates move every year, were left for HR to enter. */
  movingLeftOut: boolean;
}

/** Adds holidays whose dates are not taken yet; a taken date keeps its own row. */
async function addHolidays(
  db: TenantDb | TenantTx,
  rows: readonly { day: string; name: string; isHalfDay: boolean }[],
): Promise<string[]> {
  if (rows.length === 0) return [];
  const added = await db
    .insert(holidays)
    .values([...rows])
    .onConflictDoNothing({ target: holidays.day })
    .returning({ day: holidays.day });
  return added.map((row) => row.day);
}

/** A fill's or a copy's history row (docs/history.md): the dates it added, none when it added nothing. */
async function recordAdded(
  ctx: OperationContext,
  tx: TenantTx,
  action: string,
  days: readonly string[],
  source: Record<string, number>,
): Promise<void> {
  if (!days.length) return;
  const changes: Record<string, { new: unknown }> = { days: { new: [...days].sort() } };
  for (const [field, value] of Object.entries(source)) changes[field] = { new: value };
  await recordChange(tx, {
    actor: actorOf(ctx),
    area: 'leave',
    entity: holidayResource.typeName,
    entityId: null,
    action,
    changes,
  });
}

/** Official holidays as rows of the tenant's calendar, named in `lang`. */
const named = (list: readonly OfficialHoliday[], lang: Language) =>
  list.map(({ day, key, isHalfDay }) => ({ day, name: translate(lang, `holidayNames.${key}`), isHalfDay }));

/**
 * Turkey's official holidays of a year, named in the caller's language: the fixed ones, and the religious
 * ones for the years Pano knows. Used when a tenant is made (this year and the next) and by 'Resmî tatilleri
 * ekle'; a date already in the calendar keeps its own row.
 */
export async function fillOfficialHolidays(
  db: TenantDb | TenantTx,
  year: number,
  lang: Language,
): Promise<HolidayFill> {
  return (await fillOfficial(db, year, lang)).fill;
}

async function fillOfficial(db: TenantDb | TenantTx, year: number, lang: Language) {
  const official = named(officialHolidays(year), lang);
  const days = await addHolidays(db, official);
  const fill: HolidayFill = {
    added: days.length,
    skipped: official.length - days.length,
    movingLeftOut: !knowsReligiousHolidays(year),
  };
  return { days, fill };
}

/** 'Resmî tatilleri ekle': the year's official holidays, with one history row for the dates added. */
export async function addOfficialHolidays(
  ctx: OperationContext,
  { year }: z.output<typeof officialHolidaysInput>,
): Promise<Envelope<HolidayFill>> {
  return ctx.db.transaction(async (tx) => {
    const { days, fill } = await fillOfficial(tx, year, ctx.lang);
    await recordAdded(ctx, tx, 'addOfficialHolidays', days, { year });
    return ok(fill);
  });
}

/**
 * Copies a year's holidays to another year, the same month and day (29 February goes nowhere in a year
 * without one). The religious holidays move every year: in a year whose dates Pano knows they come from its
 * calendar instead, else they are left for HR to enter (`movingLeftOut`).
 */
export async function copyHolidays(
  ctx: OperationContext,
  { fromYear, toYear }: z.output<typeof holidayCopyInput>,
): Promise<Envelope<HolidayFill>> {
  const [first, last] = yearRange(fromYear);
  const source = await ctx.db
    .select({ day: holidays.day, name: holidays.name, isHalfDay: holidays.isHalfDay })
    .from(holidays)
    .where(and(gte(holidays.day, first), lte(holidays.day, last)))
    .orderBy(asc(holidays.day));
  const movingDays = new Set(
    officialHolidays(fromYear)
      .filter((h) => h.moving && !isFixedHoliday(h.day))
      .map((h) => h.day),
  );
  const moved = source.filter((row) => movingDays.has(row.day));
  const shifted = source
    .filter((row) => !movingDays.has(row.day))
    .map((row) => ({ ...row, day: `${String(toYear)}${row.day.slice(4)}` }))
    .filter((row) => isRealDate(row.day));
  const known = knowsReligiousHolidays(toYear);
  const moving =
    known && moved.length > 0
      ? named(
          officialHolidays(toYear).filter((h) => h.moving),
          ctx.lang,
        )
      : [];
  const rows = [...shifted, ...moving];
  return ctx.db.transaction(async (tx) => {
    const days = await addHolidays(tx, rows);
    await recordAdded(ctx, tx, 'copyHolidays', days, { fromYear, toYear });
    return ok({
      added: days.length,
      skipped: rows.length - days.length,
      movingLeftOut: moved.length > 0 && !known,
    });
  });
}

const isRealDate = (day: string) => new Date(`${day}T00:00:00Z`).toISOString().slice(0, 10) === day;
