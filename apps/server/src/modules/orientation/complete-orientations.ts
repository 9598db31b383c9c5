import { and, eq, type SQL } from 'drizzle-orm';
import { orientationUserResource } from '@pano/contract';
import { orientationUsers } from '../../db/tenant/orientation.table.ts';
import { notifications } from '../../db/tenant/people.table.ts';
import { logger, safeError } from '../../kernel/logger.ts';
import type { OperationContext } from '../../request/context.ts';
import { actorOf, recordChange } from '../../crud/record-change.ts';
import { notificationText } from '../people/notification-text.ts';
import { openRecords, progressOf, type RecordProgress } from './orientation-progress.ts';

/** Which records a check looks at: a user's (after they submit or finish), an orientation's, or one. */
export type CompletionScope =
  { userId: number } | { orientationInformationId: number } | { recordId: number };

const scopeOf = (scope: CompletionScope): SQL => {
  if ('userId' in scope) return eq(orientationUsers.userId, scope.userId);
  if ('orientationInformationId' in scope)
    return eq(orientationUsers.orientationInformationId, scope.orientationInformationId);
  return eq(orientationUsers.id, scope.recordId);
};

export const ORIENTATION_NOTIFICATION = 'orientation';
const TEMPLATE = 'orientationCompleted';

/**
 * Marks a record completed once (a conditional update: of two checks at once only one wins) and tells the
 * responsible user, in the same transaction, with its history row (`completeOrientation`, by the user whose
 * write completed it). Answers whether this call completed it.
 */
async function complete(ctx: OperationContext, record: RecordProgress, at: Date): Promise<boolean> {
  return ctx.db.transaction(async (tx) => {
    const [won] = await tx
      .update(orientationUsers)
      .set({ isCompleted: true, completedTime: at })
      .where(and(eq(orientationUsers.id, record.id), eq(orientationUsers.isCompleted, false)))
      .returning({ id: orientationUsers.id });
    if (!won) return false;
    await recordChange(tx, {
      actor: actorOf(ctx),
      area: 'orientation',
      entity: orientationUserResource.typeName,
      entityId: record.id,
      action: 'completeOrientation',
      changes: { isCompleted: { old: false, new: true }, completedTime: { new: at.toISOString() } },
    });
    if (record.responsibleUserId !== null) {
      const params = { user: record.userName, orientation: record.orientationName };
      await tx.insert(notifications).values({
        userId: record.responsibleUserId,
        body: notificationText('tr', { body: '', template: TEMPLATE, params }),
        template: TEMPLATE,
        params,
        sourceKind: ORIENTATION_NOTIFICATION,
        sourceId: record.id,
        createTime: at,
      });
    }
    return true;
  });
}

/**
 * The completion check (docs/navigation.md, Orientation): a record still open is completed when its user
 * has submitted every active form and finished every active quiz of the orientation for their role; an
 * orientation with none for the role is never completed by itself. Runs after the commit of what may
 * complete one (a submission, a finished quiz, a new record, a changed link). Answers the records it
 * completed.
 */
export async function completeOrientations(ctx: OperationContext, scope: CompletionScope): Promise<number[]> {
  const records = await progressOf(ctx.db, openRecords(scopeOf(scope)));
  const ready = records.filter((record) => record.total > 0 && record.done === record.total);
  const completed: number[] = [];
  const at = ctx.services.clock.now();
  for (const record of ready) if (await complete(ctx, record, at)) completed.push(record.id);
  return completed;
}

/**
 * The check after another area's write has committed (a form submitted, a quiz finished): that write
 * stands whatever happens here, so a failure is logged, not answered to the employee.
 */
export async function afterEmployeeProgress(
  ctx: OperationContext,
  userIds: readonly number[],
): Promise<void> {
  for (const userId of new Set(userIds)) {
    try {
      await completeOrientations(ctx, { userId });
    } catch (error) {
      logger.error(
        { err: safeError(error), requestId: ctx.requestId },
        'orientation completion check failed',
      );
    }
  }
}
