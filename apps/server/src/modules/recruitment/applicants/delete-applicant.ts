import { eq } from 'drizzle-orm';
import { applicantDocuments, applicants } from '../../../db/tenant/applicants.table.ts';
import { DomainError, ok } from '../../../kernel/envelope.ts';
import type { OperationContext } from '../../../request/context.ts';
import { removePrivateFiles } from './applicant-documents.ts';

/**
 * `deleteApplicant(id)`: deleted for good on request (personal data, issue 28 §3). The database takes the
 * documents, interviews with their votes, offers, demand results and operations with it (cascade); once
 * that has committed, the documents' private files go too. No trace of the applicant is kept.
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
    return documents.map((document) => document.storedName);
  });
  await removePrivateFiles(ctx, storedNames);
  return ok({ id });
}
