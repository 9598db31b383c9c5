import {
  demandReasonResource,
  documentTypeResource,
  educationStatusResource,
  employmentTypeResource,
  jobLeaveReasonResource,
  jobPositionResource,
  languageResource,
  ratingItemResource,
  ratingResultResource,
  ratingTypeResource,
  staffDemandRoleResource,
} from '@pano/contract';
import {
  demandReasons,
  documentTypes,
  educationStatuses,
  employmentTypes,
  jobLeaveReasons,
  jobPositions,
  languages,
  ratingItems,
  ratingResults,
  ratingTypes,
  staffDemandRoles,
} from '../../db/tenant/recruitment.table.ts';
import type { EntityDefinition } from '../../crud/entity-definition.ts';
import { invalidField } from '../../kernel/validation.ts';
import { lookupEntity } from '../reference/lookup-entity.ts';
import { roleWorkflowEntity } from '../workflows/role-assignment.entity.ts';
import { workflowEntity } from '../workflows/workflow.entities.ts';

/** The recruitment lookups (spec 002 §2 /isealim/tanimlamalar/…): one line each. */
export const demandReasonEntity = lookupEntity(demandReasonResource, demandReasons);
export const documentTypeEntity = lookupEntity(documentTypeResource, documentTypes);
export const educationStatusEntity = lookupEntity(educationStatusResource, educationStatuses);
export const employmentTypeEntity = lookupEntity(employmentTypeResource, employmentTypes);
export const jobLeaveReasonEntity = lookupEntity(jobLeaveReasonResource, jobLeaveReasons);
export const jobPositionEntity = lookupEntity(jobPositionResource, jobPositions);
export const languageEntity = lookupEntity(languageResource, languages);
export const ratingTypeEntity = lookupEntity(ratingTypeResource, ratingTypes);

/**
 * The criteria of a rating type (/isealim/degerlendirmeler/kritertipleri/{ratingTypeId}/kriterler): listed
 * in the order they were written, a name once per type; an item stays under the type it was made in (an
 * update naming another type is refused on `ratingTypeId`), so an interview's votes always belong to its type.
 */
export const ratingItemEntity: EntityDefinition = {
  ...lookupEntity(ratingItemResource, ratingItems),
  defaultSort: { column: 'id', descending: false },
  unique: [],
  uniqueWithin: [{ field: 'name', within: 'ratingTypeId' }],
  filters: ['ratingTypeId'],
  relations: [{ field: 'ratingType', foreignKey: 'ratingTypeId', target: () => ratingTypeEntity }],
  hooks: {
    beforeWrite(_ctx, values, mode, previous) {
      if (mode === 'update' && previous && previous.ratingTypeId !== values.ratingTypeId)
        throw invalidField('ratingTypeId', 'ratingItemMoved');
      return Promise.resolve();
    },
  },
};

/** An interview's result with the workflow it starts (/isealim/degerlendirmeler/sonucakislari). */
export const ratingResultEntity: EntityDefinition = {
  ...lookupEntity(ratingResultResource, ratingResults),
  filters: ['workflowId'],
  relations: [{ field: 'workflow', foreignKey: 'workflowId', target: () => workflowEntity }],
};

/** The workflow a role's staff demands run (/isealim/tanimlamalar/isakislari): a role once. */
export const staffDemandRoleEntity = roleWorkflowEntity(staffDemandRoleResource, staffDemandRoles);
