import {
  applicantCreateInput,
  applicantDocumentCreateInput,
  applicantDuplicatesInput,
  applicantOfferDecideInput,
  hireApplicantInput,
} from '@pano/contract';
import type { Kit } from '../../../graphql/builder.ts';
import { defineMutation, defineQuery } from '../../../graphql/operations.ts';
import { exportFileResult, type ExportFile } from '../../../graphql/export-file.ts';
import { plainObject } from '../../../graphql/objects.ts';
import { pagerSchema } from '../../../crud/pager-schema.ts';
import { applicantEntity } from './applicant.entity.ts';
import { applicantDocumentEntity } from './applicant-document.entity.ts';
import { applicantOfferEntity } from './applicant-offer.entity.ts';
import { applicantOperationEntity } from './applicant-operation.entity.ts';
import {
  addApplicantDocument,
  applicantDocumentFile,
  deleteApplicantDocument,
} from './applicant-documents.ts';
import { decideApplicantOffer } from './decide-offer.ts';
import { deleteApplicant } from './delete-applicant.ts';
import { applicantDuplicates, type ApplicantDuplicate } from './duplicates.ts';
import { createApplicant, type ApplicantCreated } from './create-applicant.ts';
import { exportApplicants } from './export-applicants.ts';
import { hireApplicant } from './hire-applicant.ts';

/** The applicants' generic entities, for the recruitment area's list. */
export const applicantEntities = [
  applicantEntity,
  applicantDocumentEntity,
  applicantOperationEntity,
  applicantOfferEntity,
] as const;

/** The applicants' own operations on the main service (docs/recruitment.md, Applicants). */
export function registerApplicants(kit: Kit): void {
  const duplicate = plainObject<ApplicantDuplicate>(kit, 'ApplicantDuplicate', {
    id: 'Int',
    fullName: 'String',
    kind: 'String',
  });
  defineMutation(kit, {
    name: 'createApplicant',
    input: { schema: applicantCreateInput, typeName: 'ApplicantCreateInput' },
    type: kit.single(
      'ApplicantCreated',
      plainObject<ApplicantCreated>(kit, 'ApplicantCreated', {
        id: 'Int',
        duplicates: { list: duplicate as never },
      }),
    ),
    run: createApplicant,
  });
  defineMutation(kit, { name: 'deleteApplicant', id: true, run: deleteApplicant });
  defineQuery(kit, {
    name: 'applicantDuplicates',
    type: kit.list('ApplicantDuplicate', duplicate),
    scalars: { args: { email: 'String', gsm: 'String', id: 'Int' }, schema: applicantDuplicatesInput },
    run: applicantDuplicates,
  });
  defineQuery(kit, {
    name: 'exportApplicants',
    type: exportFileResult(kit),
    // the list's own pager: the export takes exactly what the list shows
    input: {
      arg: 'pagerModel',
      schema: pagerSchema(applicantEntity),
      typeName: 'ApplicantPagerModel',
      optional: true,
    },
    run: exportApplicants,
  });
  defineMutation(kit, {
    name: 'addApplicantDocument',
    input: { schema: applicantDocumentCreateInput, typeName: 'AddApplicantDocumentInput' },
    run: addApplicantDocument,
  });
  defineMutation(kit, { name: 'deleteApplicantDocument', id: true, run: deleteApplicantDocument });
  // a stored document, not an Excel export: a type of its own (every ExportFileResult is a workbook)
  const storedFile = plainObject<ExportFile>(kit, 'StoredFile', {
    fileName: 'String',
    contentType: 'String',
    fileBase64String: 'String',
  });
  defineQuery(kit, {
    name: 'applicantDocumentFile',
    type: kit.single('StoredFile', storedFile),
    id: true,
    run: applicantDocumentFile,
  });
  defineMutation(kit, {
    name: 'decideApplicantOffer',
    input: { schema: applicantOfferDecideInput, typeName: 'DecideApplicantOfferInput' },
    run: decideApplicantOffer,
  });
  defineMutation(kit, {
    name: 'hireApplicant',
    input: { schema: hireApplicantInput, typeName: 'HireApplicantInput' },
    run: hireApplicant,
  });
}
