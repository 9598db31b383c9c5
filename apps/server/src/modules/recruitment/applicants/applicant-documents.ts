import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { APPLICANT_DOCUMENT_KINDS, type applicantDocumentCreateInput } from '@pano/contract';
import { applicantDocuments } from '../../../db/tenant/applicants.table.ts';
import { documentTypes } from '../../../db/tenant/recruitment.table.ts';
import { pendingUploads } from '../../../db/tenant/uploads.table.ts';
import { takePendingUpload } from '../../../files/pending-uploads.ts';
import { privateTagOf } from '../../../files/private-files.ts';
import { contentTypeOf, isStoredExtension, STORED_TYPES } from '../../../files/stored-types.ts';
import { DomainError, ok } from '../../../kernel/envelope.ts';
import { logger } from '../../../kernel/logger.ts';
import type { OperationContext } from '../../../request/context.ts';
import { recordApplicantOperation } from './operations.ts';
import { entityHistory } from '../../../crud/entity-history.ts';
import { applicantDocumentEntity } from './applicant-document.entity.ts';

/** The tenant's private folder (files/private-files.ts): an applicant's documents are personal data. */
const privateTag = (ctx: OperationContext) => privateTagOf(ctx.session.subscription.tag);

/** Drops a private file; a storage failure is logged (an orphaned file is harmless, a failed answer is not). */
export async function removePrivateFiles(ctx: OperationContext, names: readonly string[]): Promise<void> {
  for (const name of names)
    await ctx.services.files.remove(privateTag(ctx), name).catch((error: unknown) => {
      logger.warn({ err: error, name }, 'could not remove an applicant document');
    });
}

const documentTypeName = async (ctx: OperationContext, id: number) =>
  (await ctx.db.select({ name: documentTypes.name }).from(documentTypes).where(eq(documentTypes.id, id)))[0]
    ?.name ?? '';

/**
 * `addApplicantDocument {applicantId documentTypeId uploadId}`: a pdf or image the user streamed to
 * `POST /files/upload` is moved out of the public files into the tenant's private folder, then the row and
 * its operations line are written. A refused save leaves the upload as it was and no private copy behind.
 */
export async function addApplicantDocument(
  ctx: OperationContext,
  input: z.output<typeof applicantDocumentCreateInput>,
) {
  const [pending] = await ctx.db
    .select()
    .from(pendingUploads)
    .where(and(eq(pendingUploads.id, input.uploadId), eq(pendingUploads.userId, ctx.session.userId)));
  const extension = pending?.extension ?? '';
  if (
    pending &&
    (!isStoredExtension(extension) ||
      !APPLICANT_DOCUMENT_KINDS.some((k) => k === STORED_TYPES[extension].kind))
  )
    throw new DomainError('FileType');
  const bytes = pending ? await ctx.session.files.read(pending.filePath) : null;
  if (pending && !bytes) throw new DomainError('NotFound');
  const storedName =
    pending && bytes ? await ctx.services.files.put(privateTag(ctx), bytes, extension, '') : null;
  try {
    const id = await ctx.db.transaction(async (tx) => {
      const taken = await takePendingUpload(tx, input.uploadId, ctx.session.userId);
      const [row] = await tx
        .insert(applicantDocuments)
        .values({
          applicantId: input.applicantId,
          documentTypeId: input.documentTypeId,
          fileName: pending?.fileName ?? 'document',
          storedName: storedName ?? '',
          contentType: contentTypeOf(taken.extension) ?? 'application/octet-stream',
          size: pending?.size ?? 0,
          createdById: ctx.session.userId,
        })
        .returning();
      if (!row) throw new Error('document insert returned nothing');
      // the history leaves out the private file's stored name (the definition's hidden columns)
      await entityHistory({ ...ctx, db: tx }, applicantDocumentEntity, 'create', row.id, null, row);
      await recordApplicantOperation(tx, {
        applicantId: input.applicantId,
        userId: ctx.session.userId,
        event: 'documentAdded',
        detail: {
          fileName: pending?.fileName ?? '',
          documentType: await documentTypeName({ ...ctx, db: tx }, input.documentTypeId),
        },
      });
      return row.id;
    });
    if (pending) await ctx.session.files.remove(pending.filePath);
    return ok({ id });
  } catch (error) {
    if (storedName) await removePrivateFiles(ctx, [storedName]);
    throw error;
  }
}

/** `deleteApplicantDocument(id)`: the row and its line, then (committed) the private file. */
export async function deleteApplicantDocument(ctx: OperationContext, id: number) {
  const removed = await ctx.db.transaction(async (tx) => {
    const [row] = await tx.delete(applicantDocuments).where(eq(applicantDocuments.id, id)).returning();
    if (!row) throw new DomainError('NotFound');
    await entityHistory({ ...ctx, db: tx }, applicantDocumentEntity, 'delete', id, row, null);
    await recordApplicantOperation(tx, {
      applicantId: row.applicantId,
      userId: ctx.session.userId,
      event: 'documentRemoved',
      detail: {
        fileName: row.fileName,
        documentType: await documentTypeName({ ...ctx, db: tx }, row.documentTypeId),
      },
    });
    return row;
  });
  await removePrivateFiles(ctx, [removed.storedName]);
  return ok({ id });
}

/**
 * `applicantDocumentFile(id)`: the document's bytes for a signed-in panel user of the tenant (the main
 * service takes panel tokens only) as a `StoredFile` {fileName contentType fileBase64String}.
 */
export async function applicantDocumentFile(ctx: OperationContext, id: number) {
  const [row] = await ctx.db.select().from(applicantDocuments).where(eq(applicantDocuments.id, id));
  if (!row) throw new DomainError('NotFound');
  const file = await ctx.services.files.open(privateTag(ctx), row.storedName);
  if (!file) throw new DomainError('NotFound');
  const chunks: Buffer[] = [];
  for await (const chunk of file.read()) chunks.push(chunk as Buffer);
  return ok({
    fileName: row.fileName,
    contentType: row.contentType,
    fileBase64String: Buffer.concat(chunks).toString('base64'),
  });
}
