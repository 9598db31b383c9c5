import { eq, inArray } from 'drizzle-orm';
import { FormStatus, translate } from '@pano/contract';
import { forms, formUsers } from '../../db/tenant/forms.table.ts';
import type { RequestKind } from '../requests/engine/request-kind.ts';

const STATUS = {
  approved: FormStatus.Approved,
  rejected: FormStatus.Rejected,
  cancelled: FormStatus.Cancelled,
} as const;

/**
 * Form submissions run their form role's workflow (docs/forms.md, docs/approvals.md): the submission's
 * status follows (2 approved, 3 rejected, 4 cancelled), completed when the workflow ends.
 */
export const formRequestKind: RequestKind = {
  name: 'form',
  async apply(tx, subjectId, change) {
    const set = {
      ...(change.state ? { formStatusId: STATUS[change.state] } : {}),
      ...(change.completedAt ? { isCompleted: true, completedDate: change.completedAt } : {}),
    };
    if (Object.keys(set).length) await tx.update(formUsers).set(set).where(eq(formUsers.id, subjectId));
  },
  async summaries(db, subjectIds, lang) {
    if (!subjectIds.length) return new Map();
    const rows = await db
      .select({ id: formUsers.id, form: forms.name })
      .from(formUsers)
      .innerJoin(forms, eq(forms.id, formUsers.formId))
      .where(inArray(formUsers.id, [...subjectIds]));
    return new Map(rows.map((row) => [row.id, translate(lang, 'requestSummary.form', { form: row.form })]));
  },
};
