import { eq, gte, lt } from 'drizzle-orm';
import { z } from 'zod';
import { auditLogResource, isoDay } from '@pano/contract';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { auditLog } from '../../db/tenant/audit.table.ts';
import { changeNames } from './change-names.ts';
import { readableChanges } from './readable-changes.ts';
import type { EntityDefinition, PagerFilter } from '../../crud/entity-definition.ts';

const DAY_MS = 86_400_000;
const day = isoDay.nullish();

/** Equality on a text column, when given. */
const textFilter = (column: PgColumn, max: number): PagerFilter => ({
  input: z.string().trim().max(max).nullish(),
  where: (value) => (typeof value === 'string' && value ? eq(column, value) : undefined),
});

/**
 * The history of changes (docs/history.md): read-only, newest first; filtered by user, area, entity (and
 * one record of it), action and a day range (`dateFrom`, `dateTo`, inclusive). Each row answers its
 * changed fields as JSON ({field: {old, new}}) and the names behind changed references (`names`).
 */
export const auditLogEntity: EntityDefinition = {
  api: auditLogResource,
  table: auditLog,
  hidden: ['changes'],
  sortColumns: ['id', 'at'],
  defaultSort: { column: 'id', descending: true },
  hasActive: false,
  filters: ['userId', 'entityId'],
  pagerFilters: {
    area: textFilter(auditLog.area, 40),
    entity: textFilter(auditLog.entity, 60),
    action: textFilter(auditLog.action, 60),
    dateFrom: {
      input: day,
      where: (value) => (value ? gte(auditLog.at, new Date(value as string)) : undefined),
    },
    dateTo: {
      input: day,
      where: (value) =>
        value ? lt(auditLog.at, new Date(new Date(value as string).getTime() + DAY_MS)) : undefined,
    },
  },
  extraFields: {
    // a person's personal fields without their values unless the caller may read them
    changes: {
      type: 'JSON',
      resolve: (row, ctx) => readableChanges(ctx, row),
      reads: ['changes', 'entity', 'entityId'],
    },
    /** The names behind changed references ({departmentId: {old: 'Satış', new: 'Muhasebe'}}). */
    names: { type: 'JSON', batch: (db, ids) => changeNames(db, ids), fallback: {} },
  },
};
