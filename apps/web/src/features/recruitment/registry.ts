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
  type Resource,
} from '@pano/contract';
import type { EntityDefinition } from '../../crud/core/definition.ts';
import { lookupEntity } from '../../crud/core/lookupEntity.ts';
import { workflowChoices } from '../../crud/core/commonChoices.ts';
import { roleAssignmentDefinition } from '../../crud/core/roleAssignment.ts';
import type { Registry } from '../area.tsx';
import { applicantDefinition } from './applicants/applicants.ts';
import { staffDemandDefinition } from './staffDemands/staffDemands.ts';
import { interviewDefinition } from './interviews/interviews.ts';

/**
 * A recruitment lookup (spec 002 §2: create, 'Pasifleri göster', edit per row, 'Aktif' only when editing):
 * no delete on the screen — a value is made passive, so what used it keeps its name.
 */
const lookup = (key: string, api: Resource, overrides: Partial<EntityDefinition> = {}) =>
  lookupEntity(key, { ...api, remove: undefined }, overrides);

/** The staff-demand workflow of each role (the spec's list: id, role, workflow; sorted by id). */
const staffDemandRoles = roleAssignmentDefinition({
  key: 'staffDemandRole',
  api: staffDemandRoleResource,
  idColumn: true,
});

/** The recruitment registry: one entry per list screen, served by the generic list page. */
export const recruitmentRegistry = {
  demandReasons: lookup('demandReason', demandReasonResource),
  documentTypes: lookup('documentType', documentTypeResource),
  educationStatuses: lookup('educationStatus', educationStatusResource),
  employmentTypes: lookup('employmentType', employmentTypeResource),
  jobLeaveReasons: lookup('jobLeaveReason', jobLeaveReasonResource),
  jobPositions: lookup('jobPosition', jobPositionResource),
  languages: lookup('language', languageResource),
  staffDemandWorkflows: {
    ...staffDemandRoles,
    list: { ...staffDemandRoles.list, sort: { column: 'id', descending: false } },
  },
  ratingResults: lookup('ratingResult', ratingResultResource, {
    list: {
      columns: [
        { path: 'name', sortable: true },
        { path: 'workflow.name', labelKey: 'contract:fields.workflow' },
      ],
    },
    form: {
      fields: [
        { name: 'name', kind: 'text' },
        { name: 'workflowId', kind: 'select', options: { source: workflowChoices } },
      ],
    },
  }),
  ratingTypes: lookup('ratingType', ratingTypeResource, {
    rows: {
      links: [{ labelKey: 'recruitment.criteriaOf', screen: 'ratingItems', param: 'ratingTypeId' }],
    },
  }),
  ratingItems: lookup('ratingItem', ratingItemResource, {
    list: {
      columns: [{ path: 'name', sortable: true }],
      parent: { param: 'ratingTypeId', api: ratingTypeResource },
      back: 'ratingTypes',
    },
    form: {
      fields: [{ name: 'name', kind: 'text' }],
      hiddenInputs: [{ name: 'ratingTypeId', type: 'Int!' }],
    },
  }),
  applicants: applicantDefinition,
  staffDemands: staffDemandDefinition,
  // the applicant page's 'Görüşmeler' tab (no screen of its own): here so the registry walk checks its documents
  applicantInterviews: interviewDefinition,
} satisfies Registry;
