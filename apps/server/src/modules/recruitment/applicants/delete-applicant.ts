import { and, eq, inArray, or, sql } from 'drizzle-orm';
import {
  applicantDocumentResource,
  applicantInterviewResource,
  applicantOfferResource,
  applicantOperationResource,
  applicantResource,
} from '@pano/contract';
import { auditLog } from '../../../db/tenant/audit.table.ts';
import type { TenantDb } from '../../../db/tenant-db.ts';
import { applicantDocuments, applicants } from '../../../db/tenant/applicants.table.ts';
import { DomainError, ok } from '../../../kernel/envelope.ts';
import type { OperationContext } from '../../../request/context.ts';
import { actorOf, recordChange } from '../../../crud/record-change.ts';
import { removePrivateFiles } from './applicant-documents.ts';

/**
 * `deleteApplicant(id)`: deleted for good on request (personal data, issue 28 §3). The database takes the
 * documents, interviews with their votes, offers, demand results and operations with it (cascade); once
 * that has committed, the documents' private files go too. No trace of the applicant is kept: the history
 * says only that this id was deleted, by whom and when, with none of its values, and its earlier rows (the
 * applicant's and those of its documents, offers, interviews and operations) lose their values too
 * (docs/history.md).
 */
export async function deleteApplicant(ctx: OperationContext, id: number) {
  const storedNames = await ctx.db.transaction(async (tx) => {
    const documents = await tx
      .select({ storedName: applicantDocuments.storedName })
      .from(applicantDocuments)
      .where(eq(applicantDocuments.applicantId, id));
    const [removed] = await tx
      .delete(applicants)
      .where(eq(applicants.id, id))
      .returning({ id: applicants.id });
    if (!removed) throw new DomainError('NotFound');
    await eraseHistoryValues(tx, id);
    await recordChange(tx, {
      actor: actorOf(ctx),
      area: 'recruitment',
      entity: applicantResource.typeName,
      entityId: id,
      action: 'delete',
      changes: {},
    });
    return documents.map((document) => document.storedName);
  });
  await removePrivateFiles(ctx, storedNames);
  return ok({ id });
}

/** The records that belong to an applicant and name it by `applicantId` in their history's values. */
const APPLICANT_PARTS = [
  applicantDocumentResource,
  applicantOfferResource,
  applicantInterviewResource,
  applicantOperationResource,
].map((resource) => resource.typeName);

/** Empties the values of the history rows of an erased applicant and of its parts (who and when stay). */
async function eraseHistoryValues(tx: TenantDb, id: number): Promise<void> {
  const namesApplicant = or(
    sql`${auditLog.changes} -> 'applicantId' ->> 'new' = ${String(id)}`,
    sql`${auditLog.changes} -> 'applicantId' ->> 'old' = ${String(id)}`,
  );
  await tx
    .update(auditLog)
    .set({ changes: {} })
    .where(
      or(
        and(eq(auditLog.entity, applicantResource.typeName), eq(auditLog.entityId, id)),
        and(inArray(auditLog.entity, APPLICANT_PARTS), namesApplicant),
      ),
    );
}
