import { applicantOperationResource } from '@pano/contract';
import { applicantOperations } from '../../../db/tenant/applicants.table.ts';
import type { EntityDefinition } from '../../../crud/entity-definition.ts';
import { userEntity } from '../../people/user.entity.ts';
import { applicantOperationText, type ApplicantOperationDetail } from './operations.ts';

/**
 * An applicant's operations tab (spec 002 §3 ApplicantOperation, pagerModel {paging, applicantId}): newest
 * first, `operation` the line as a sentence in the reader's language, with who (`user { fullName }`) and when.
 */
export const applicantOperationEntity: EntityDefinition = {
  api: applicantOperationResource,
  table: applicantOperations,
  hidden: ['event', 'detail'],
  sortColumns: ['id', 'createTime'],
  defaultSort: { column: 'id', descending: true },
  hasActive: false,
  filters: ['applicantId'],
  relations: [{ field: 'user', foreignKey: 'userId', target: () => userEntity }],
  extraFields: {
    operation: {
      type: 'String',
      reads: ['event', 'detail'],
      resolve: (row, ctx) =>
        applicantOperationText(ctx.lang, String(row.event), (row.detail ?? {}) as ApplicantOperationDetail),
    },
  },
};
