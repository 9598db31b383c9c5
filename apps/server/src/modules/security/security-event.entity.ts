import { eq, gte, lt } from 'drizzle-orm';
import { z } from 'zod';
import { isoDay, SECURITY_EVENT_KINDS, securityEventResource } from '@pano/contract';
import { securityEvents } from '../../db/tenant/security.table.ts';
import type { EntityDefinition } from '../../crud/entity-definition.ts';
import { userEntity } from '../people/user.entity.ts';

const day = isoDay.nullish();

/**
 * Security events (docs/sign-in.md): read-only, newest first; filtered by kind, user and a day range
 * (`from` and `to`, inclusive), searched in what was typed and the address.
 */
export const securityEventEntity: EntityDefinition = {
  api: securityEventResource,
  table: securityEvents,
  searchColumns: ['identifier', 'address'],
  sortColumns: ['id', 'createTime', 'kind'],
  defaultSort: { column: 'createTime', descending: true },
  filters: ['userId'],
  pagerFilters: {
    kind: {
      input: z.enum(SECURITY_EVENT_KINDS).nullish(),
      where: (value) => (value ? eq(securityEvents.kind, value as string) : undefined),
    },
    // the same as a number (securityEventKindCode), for a select that chooses by id
    kindCode: {
      input: z.number().int().min(1).max(SECURITY_EVENT_KINDS.length).nullish(),
      where: (value) =>
        typeof value === 'number'
          ? eq(securityEvents.kind, SECURITY_EVENT_KINDS[value - 1] ?? '')
          : undefined,
    },
    from: {
      input: day,
      where: (value) => (value ? gte(securityEvents.createTime, new Date(value as string)) : undefined),
    },
    to: {
      input: day,
      where: (value) =>
        value
          ? lt(securityEvents.createTime, new Date(new Date(value as string).getTime() + 86_400_000))
          : undefined,
    },
  },
  relations: [
    { field: 'user', foreignKey: 'userId', target: () => userEntity },
    { field: 'actorUser', foreignKey: 'actorUserId', target: () => userEntity },
  ],
};
