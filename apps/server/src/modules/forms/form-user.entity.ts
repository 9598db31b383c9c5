import { asc, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { FormStatus, formUserResource, SEARCH_MIN_LENGTH, translate } from '@pano/contract';
import { formUserAnswers, formUsers, formVersions } from '../../db/tenant/forms.table.ts';
import { users } from '../../db/tenant/users.table.ts';
import { searchFolded } from '../../db/turkish-text.ts';
import { containsPattern } from '../../crud/list-conditions.ts';
import type { EntityDefinition } from '../../crud/entity-definition.ts';
import type { TenantDb } from '../../db/tenant-db.ts';
import { plainObject } from '../../graphql/objects.ts';
import { userEntity } from '../people/user.entity.ts';
import { formEntity } from './form.entities.ts';
import type { StructureCategory } from './form-structure.ts';
import { formCategoryType } from './structure-types.ts';
import { workflowRequestField } from '../requests/views/request-field.ts';
import { approvalsOf, approvalType } from './approvals.ts';

interface StatusView {
  id: number;
  name: string;
  isSuccess: boolean;
}

const byFormUser = <T>(rows: (T & { formUserId: number })[]) => {
  const map = new Map<number, T[]>();
  for (const { formUserId, ...rest } of rows)
    map.set(formUserId, [...(map.get(formUserId) ?? []), rest as T]);
  return map;
};

export interface FormAnswer {
  formItemId: number;
  value: string | null;
}

/** The answers of these submissions, by submission, each in the order given. */
export async function answersOf(db: TenantDb, ids: readonly number[]): Promise<Map<number, FormAnswer[]>> {
  return byFormUser<FormAnswer>(
    await db
      .select({
        formUserId: formUserAnswers.formUserId,
        formItemId: formUserAnswers.formItemId,
        value: formUserAnswers.value,
      })
      .from(formUserAnswers)
      .where(inArray(formUserAnswers.formUserId, [...ids]))
      .orderBy(asc(formUserAnswers.id)),
  );
}

/**
 * The submissions of a form (spec 001 §2 /form/formlar/{formId}/kullanicilar): user, status (1 waiting,
 * 2 approved, 3 rejected; `formStatusId` 0 or none lists all), completed date; searched by the user's name.
 * One submission answers its answers, its approval trail and the categories of the form version it was made
 * against, so later edits of the form never change what it shows. Read-only: made on the portal.
 */
export const formUserEntity: EntityDefinition = {
  api: formUserResource,
  table: formUsers,
  sortColumns: ['id', 'completedDate', 'createTime'],
  defaultSort: { column: 'id', descending: true },
  filters: ['formId', 'userId'],
  pagerFilters: {
    formStatusId: {
      input: z.number().int().min(FormStatus.All).max(FormStatus.Cancelled).nullish(),
      where: (value) => (value ? eq(formUsers.formStatusId, value as number) : undefined),
    },
    searchText: {
      input: z.string().max(200).nullish(),
      where: (value) => {
        const text = typeof value === 'string' ? value.trim() : '';
        if (text.length < SEARCH_MIN_LENGTH) return undefined;
        const pattern = searchFolded(sql`${containsPattern(text)}`);
        return inArray(
          formUsers.userId,
          sql`(select ${users.id} from ${users} where ${users.searchText} like ${pattern})`,
        );
      },
    },
  },
  relations: [
    { field: 'form', foreignKey: 'formId', target: () => formEntity },
    { field: 'user', foreignKey: 'userId', target: () => userEntity },
  ],
  extraFields: {
    workflowRequest: workflowRequestField('form'),
    status: {
      type: (kit) =>
        plainObject<StatusView>(kit, 'FormStatus', {
          id: 'Int',
          name: 'String',
          isSuccess: 'Boolean',
        }) as never,
      reads: ['formStatusId'],
      resolve: (row, ctx): StatusView => ({
        id: row.formStatusId as number,
        name: translate(ctx.lang, `formStatus.${String(row.formStatusId)}`),
        isSuccess: row.formStatusId === FormStatus.Approved,
      }),
    },
    answers: {
      type: (kit) =>
        plainObject<FormAnswer>(kit, 'FormAnswer', {
          formItemId: 'Int',
          value: 'String?',
        }) as never,
      list: true,
      fallback: [],
      batch: answersOf,
    },
    approvals: {
      type: (kit) => approvalType(kit) as never,
      list: true,
      fallback: [],
      batch: (db, ids, ctx) => approvalsOf(db, ids, ctx.lang),
    },
    categories: {
      type: (kit) => formCategoryType(kit) as never,
      list: true,
      fallback: [],
      batch: async (db, ids) => {
        const rows = await db
          .select({ id: formUsers.id, structure: formVersions.structure })
          .from(formUsers)
          .innerJoin(formVersions, eq(formVersions.id, formUsers.formVersionId))
          .where(inArray(formUsers.id, [...ids]));
        return new Map(rows.map((row) => [row.id, row.structure as StructureCategory[]]));
      },
    },
  },
};
