import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { applicantResource } from '@pano/contract';
import { applicants } from '../../../db/tenant/applicants.table.ts';
import type { EntityDefinition, PagerFilter } from '../../../crud/entity-definition.ts';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { plainObject } from '../../../graphql/objects.ts';
import { cityEntity, townEntity } from '../../reference/places.entity.ts';
import { fullNameOf } from '../../people/full-name.ts';
import { educationStatusEntity, employmentTypeEntity, jobPositionEntity } from '../recruitment.entities.ts';
import { duplicatesByApplicant, type ApplicantDuplicate } from './duplicates.ts';
import { applicantDocumentEntity } from './applicant-document.entity.ts';
import { applicantOperationEntity } from './applicant-operation.entity.ts';
import { recordApplicantOperation } from './operations.ts';

/** The fields an update names in its operations line when they changed. */
const TRACKED = [
  'name',
  'surname',
  'email',
  'gsm',
  'reference',
  'birthDate',
  'cityId',
  'townId',
  'educationStatusId',
  'employmentTypeId',
  'jobPositionId',
] as const;

/** 'Hepsi' is id 0 or null (spec 002 §4): no filter; any other id lists that value's applicants only. */
const byLookup = (col: PgColumn): PagerFilter => ({
  input: z.number().int().min(0).nullish(),
  where: (value) => (typeof value === 'number' && value > 0 ? eq(col, value) : undefined),
});

/**
 * Applicants (spec 002 §3 Applicant, /isealim/adaylar): filtered by education status and employment type,
 * searched on name, surname, e-mail and reference (one folded column), newest first. `duplicates` names
 * who else has the e-mail or phone; every create and update writes an operations line; the delete is
 * the area's own (documents' files go after the commit: delete-applicant.ts).
 */
export const applicantEntity: EntityDefinition = {
  api: applicantResource,
  table: applicants,
  hidden: ['searchText', 'createdById'],
  searchColumns: ['name', 'surname', 'email', 'reference'],
  searchKey: 'searchText',
  sortColumns: ['id', 'name', 'surname', 'email', 'createTime'],
  defaultSort: { column: 'id', descending: true },
  hasActive: false,
  personal: { fields: ['birthDate', 'gsm'], permission: { area: 'recruitment', action: 'read' } },
  pagerFilters: {
    educationStatusId: byLookup(applicants.educationStatusId),
    employmentTypeId: byLookup(applicants.employmentTypeId),
  },
  relations: [
    { field: 'educationStatus', foreignKey: 'educationStatusId', target: () => educationStatusEntity },
    { field: 'employmentType', foreignKey: 'employmentTypeId', target: () => employmentTypeEntity },
    { field: 'townType', foreignKey: 'townId', target: () => townEntity },
    { field: 'cityType', foreignKey: 'cityId', target: () => cityEntity },
    { field: 'jobPosition', foreignKey: 'jobPositionId', target: () => jobPositionEntity },
  ],
  collections: [
    { field: 'documents', foreignKey: 'applicantId', target: () => applicantDocumentEntity },
    {
      field: 'operations',
      foreignKey: 'applicantId',
      target: () => applicantOperationEntity,
      pager: { arg: 'operationPagerModel', pageSize: 20, maxPageSize: 100 },
    },
  ],
  extraFields: {
    fullName: { type: 'String', reads: ['name', 'surname'], resolve: (row) => fullNameOf(row) },
    duplicates: {
      type: (kit) =>
        plainObject<ApplicantDuplicate>(kit, 'ApplicantDuplicate', {
          id: 'Int',
          fullName: 'String',
          kind: 'String',
        }) as never,
      list: true,
      fallback: [],
      batch: (db, ids) => duplicatesByApplicant(db, ids),
    },
  },
  hooks: {
    beforeWrite(ctx, values, mode) {
      if (mode === 'create') values.createdById = ctx.session.userId;
      return Promise.resolve();
    },
    async afterWrite(ctx, id, values, mode, previous) {
      if (mode === 'create') {
        await recordApplicantOperation(ctx.db, {
          applicantId: id,
          userId: ctx.session.userId,
          event: 'created',
        });
        return;
      }
      const changed = TRACKED.filter((field) => (previous?.[field] ?? null) !== (values[field] ?? null));
      if (!changed.length) return;
      await recordApplicantOperation(ctx.db, {
        applicantId: id,
        userId: ctx.session.userId,
        event: 'updated',
        detail: { fields: changed.join(',') },
      });
    },
  },
  // the create answers the duplicates too (create-applicant.ts), the delete removes files (delete-applicant.ts)
  custom: ['create', 'remove'],
};
