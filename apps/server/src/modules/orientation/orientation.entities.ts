import { and, eq, ne } from 'drizzle-orm';
import {
  orientationFormResource,
  orientationQuizResource,
  orientationResource,
  orientationUserResource,
} from '@pano/contract';
import {
  orientationForms,
  orientationInformations,
  orientationQuizzes,
  orientationUsers,
} from '../../db/tenant/orientation.table.ts';
import { forms } from '../../db/tenant/forms.table.ts';
import { quizzes } from '../../db/tenant/quizzes.table.ts';
import { users } from '../../db/tenant/users.table.ts';
import type { EntityDefinition, WriteContext } from '../../crud/entity-definition.ts';
import { lockName } from '../../db/lock-name.ts';
import { invalidField } from '../../kernel/validation.ts';
import { roleEntity } from '../people/organization.entities.ts';
import { userEntity } from '../people/user.entity.ts';
import { formEntity } from '../forms/form.entities.ts';
import { quizEntity } from '../quizzes/quiz.entities.ts';
import { completeOrientations } from './complete-orientations.ts';
import { progressByRecord } from './orientation-progress.ts';
import { linkHooks } from './orientation-links.ts';
import { orientationRecordFields } from './orientation-record.ts';

/**
 * Orientations (spec 001 §2 /oryantasyon/oryantasyonlar): name and description; the single read is
 * `getOrientation(orientationInformationId)`, which answers the spec's record fields too (its first
 * person's: orientation-record.ts). Deleting one takes its people and its form and quiz links
 * with it (the database cascades); the employees' submissions and quiz attempts are theirs and stay.
 */
export const orientationEntity: EntityDefinition = {
  api: orientationResource,
  table: orientationInformations,
  searchColumns: ['name', 'description'],
  smallList: true,
  sortColumns: ['id', 'name', 'createTime'],
  defaultSort: { column: 'id', descending: true },
  hasActive: false,
  extraFields: orientationRecordFields(
    () => orientationEntity,
    () => userEntity,
  ),
};

/** The user named in `field` is an active user of the tenant (a passive one is refused on that field). */
async function activeUser(ctx: WriteContext, field: string, id: unknown): Promise<void> {
  if (typeof id !== 'number') return;
  const [row] = await ctx.db.select({ isActive: users.isActive }).from(users).where(eq(users.id, id));
  if (row && !row.isActive) throw invalidField(field, 'inactiveUser');
  // a user that does not exist is answered by the foreign key ('Böyle bir kayıt yok')
}

/**
 * Who is in an orientation (spec 001 §3 Orientation record): a user once per orientation, with another
 * user responsible for them, both active. `isCompleted` is set by the completion check (docs/navigation.md)
 * or by hand: ticking records the time, unticking clears it. `progress` is 'n / m' of the forms and
 * quizzes of the orientation for the user's role.
 */
export const orientationUserEntity: EntityDefinition = {
  api: orientationUserResource,
  table: orientationUsers,
  sortColumns: ['id', 'createTime'],
  defaultSort: { column: 'id', descending: false },
  filters: ['orientationInformationId', 'userId', 'responsibleUserId'],
  hasActive: false,
  relations: [
    { field: 'user', foreignKey: 'userId', target: () => userEntity },
    { field: 'responsibleUser', foreignKey: 'responsibleUserId', target: () => userEntity },
  ],
  uniqueWithin: [{ field: 'userId', within: 'orientationInformationId' }],
  extraFields: {
    progress: { type: 'String', fallback: '0 / 0', batch: (db, ids) => progressByRecord(db, ids) },
  },
  hooks: {
    async beforeWrite(ctx, values, mode, previous) {
      await activeUser(ctx, 'userId', values.userId);
      await activeUser(ctx, 'responsibleUserId', values.responsibleUserId);
      if (mode === 'create') {
        values.isCompleted = false;
        values.completedTime = null;
        return;
      }
      const was = previous?.isCompleted === true;
      if (values.isCompleted && !was) values.completedTime = ctx.services.clock.now();
      else if (!values.isCompleted) values.completedTime = null;
      else values.completedTime = previous?.completedTime ?? null;
    },
    async afterCommit(ctx, id, mode) {
      // someone who has already done everything is completed as soon as they are added
      if (mode === 'create') await completeOrientations(ctx, { recordId: id });
    },
  },
};

/**
 * The forms (or quizzes) the employees of a role finish in an orientation (spec 001 §2
 * /oryantasyon/oryantasyonlar/form/{id}, …/quiz/{id}): role and an active form or quiz, once each per
 * orientation and role ('Form: Bu değer zaten kullanılıyor'); a change runs the completion check of the
 * orientations it touched (orientation-links.ts).
 */
function roleLinkEntity(kind: 'form' | 'quiz'): EntityDefinition {
  const isForm = kind === 'form';
  const table = isForm ? orientationForms : orientationQuizzes;
  const target = isForm ? forms : quizzes;
  const field = isForm ? 'formId' : 'quizId';
  const targetColumn = isForm ? orientationForms.formId : orientationQuizzes.quizId;
  const rules = async (ctx: WriteContext, values: Record<string, unknown>, id?: number): Promise<void> => {
    const orientationId = values.orientationInformationId as number;
    const chosen = values[field] as number;
    const [row] = await ctx.db
      .select({ isActive: target.isActive })
      .from(target)
      .where(eq(target.id, chosen));
    if (row && !row.isActive) throw invalidField(field, 'inactiveRecord');
    await lockName(ctx.db, `unique:${kind}:orientation:${orientationId}`);
    const [clash] = await ctx.db
      .select({ id: table.id })
      .from(table)
      .where(
        and(
          eq(table.orientationInformationId, orientationId),
          eq(table.roleId, values.roleId as number),
          eq(targetColumn, chosen),
          id === undefined ? undefined : ne(table.id, id),
        ),
      )
      .limit(1);
    if (clash) throw invalidField(field, 'alreadyUsed');
  };
  return {
    api: isForm ? orientationFormResource : orientationQuizResource,
    table,
    sortColumns: ['id', 'createTime'],
    defaultSort: { column: 'id', descending: false },
    filters: ['orientationInformationId', 'roleId', field],
    hasActive: false,
    relations: [
      { field: 'role', foreignKey: 'roleId', target: () => roleEntity },
      { field: kind, foreignKey: field, target: () => (isForm ? formEntity : quizEntity) },
    ],
    hooks: linkHooks(rules),
  };
}

export const orientationFormEntity = roleLinkEntity('form');
export const orientationQuizEntity = roleLinkEntity('quiz');
