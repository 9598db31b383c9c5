import { and, eq } from 'drizzle-orm';
import { applicantInterviews } from '../../../db/tenant/applicants.table.ts';
import { ratingResults } from '../../../db/tenant/recruitment.table.ts';
import type { TenantTx } from '../../../db/tenant-db.ts';
import { recordApplicantOperation } from '../applicants/operations.ts';

/**
 * Marks an interview completed at `at` (its result's workflow ended, had no step, or HR completed it) and
 * writes the operations line; an interview already completed stays as it is (no second line).
 */
export async function markCompleted(
  tx: TenantTx,
  id: number,
  at: Date,
  userId: number | null,
): Promise<void> {
  const [done] = await tx
    .update(applicantInterviews)
    .set({ isCompleted: true, completedDate: at })
    .where(and(eq(applicantInterviews.id, id), eq(applicantInterviews.isCompleted, false)))
    .returning({
      applicantId: applicantInterviews.applicantId,
      ratingResultId: applicantInterviews.ratingResultId,
    });
  if (!done) return;
  const [result] = done.ratingResultId
    ? await tx
        .select({ name: ratingResults.name })
        .from(ratingResults)
        .where(eq(ratingResults.id, done.ratingResultId))
    : [];
  await recordApplicantOperation(tx, {
    applicantId: done.applicantId,
    userId,
    event: 'interviewCompleted',
    detail: { result: result?.name ?? '' },
  });
}
