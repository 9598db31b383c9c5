import OpenIcon from '@mui/icons-material/OpenInNew';
import GavelIcon from '@mui/icons-material/Gavel';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import {
  applicantOfferDecideInput,
  applicantOfferResource,
  applicantOperationResource,
  hireApplicantInput,
} from '@pano/contract';
import type { EntityDefinition, RowActionDefinition } from '../../../crud/core/definition.ts';
import { OfferStateInput } from './OfferStateInput.tsx';
import { SalaryCell } from './SalaryCell.tsx';
import { departmentChoices, jobPositionChoices, roleChoices, staffDemandChoices } from './sources.ts';

/** The applicant's answer (or HR withdrawing the offer): completes it; an acceptance may set the start date. */
const decideAction: RowActionDefinition = {
  key: 'decide',
  labelKey: 'applicants.decideOf',
  icon: GavelIcon,
  shown: (row) => row.isCompleted !== true,
  form: {
    titleKey: 'applicants.decideOf',
    mutation: 'decideApplicantOffer',
    fields: [
      { name: 'state', kind: 'text', input: OfferStateInput },
      { name: 'startDate', kind: 'date', optional: true },
    ],
    hiddenInputs: [{ name: 'id', type: 'Int!' }],
    schema: applicantOfferDecideInput,
    initialValues: (row) => ({ id: row.id, state: 'accepted', startDate: null }),
    successKey: 'applicants.decided',
  },
};

/** An accepted offer becomes a user (invited as any new user) in the chosen role and department. */
const hireAction: RowActionDefinition = {
  key: 'hire',
  labelKey: 'applicants.hireOf',
  icon: PersonAddIcon,
  shown: (row) => row.state === 'accepted',
  form: {
    titleKey: 'applicants.hireOf',
    mutation: 'hireApplicant',
    fields: [
      { name: 'roleId', kind: 'select', options: { source: roleChoices } },
      { name: 'departmentId', kind: 'select', options: { source: departmentChoices } },
      { name: 'startDate', kind: 'date', optional: true },
    ],
    hiddenInputs: [{ name: 'offerId', type: 'Int!' }],
    schema: hireApplicantInput,
    initialValues: (row) => ({
      offerId: row.id,
      roleId: null,
      departmentId: null,
      startDate: typeof row.startDate === 'string' ? row.startDate : null,
    }),
    successKey: 'applicants.hired',
  },
};

/**
 * The 'Teklifler' tab (spec 002 §2): description, position, salary, start day, validity, status, completed,
 * completed date; each row opens the offer's page (docs/recruitment.md 'Offers'). Written here, changed while it waits, decided once, and an accepted one hired.
 */
export const offerDefinition: EntityDefinition = {
  key: 'applicantOffer',
  api: applicantOfferResource,
  list: {
    columns: [
      { path: 'description' },
      { path: 'jobPosition.name', labelKey: 'contract:fields.jobPositionId' },
      { path: 'salary', cell: SalaryCell },
      { path: 'startDate', format: 'date' },
      { path: 'validUntil', format: 'date' },
      { path: 'status.name', labelKey: 'contract:fields.state' },
      { path: 'isCompleted', labelKey: 'applicants.isCompleted', format: 'boolean' },
      { path: 'completedDate', labelKey: 'applicants.completedDate', format: 'date' },
    ],
    select: ['state', 'staffDemandId', 'jobPositionId'],
    rowLabel: ['description'],
    parent: { param: 'applicantId' },
    searchable: false,
    createKey: 'applicants.writeOffer',
  },
  rows: {
    links: [{ labelKey: 'applicants.offerOf', screen: 'applicantOffer', param: 'offerId', icon: OpenIcon }],
    actions: [decideAction, hireAction],
  },
  form: {
    fields: [
      { name: 'description', kind: 'multiline' },
      { name: 'staffDemandId', kind: 'select', optional: true, options: { source: staffDemandChoices } },
      { name: 'jobPositionId', kind: 'select', optional: true, options: { source: jobPositionChoices } },
      { name: 'salary', kind: 'number', optional: true },
      { name: 'startDate', kind: 'date', optional: true },
      { name: 'validUntil', kind: 'date', optional: true },
    ],
    hiddenInputs: [{ name: 'applicantId', type: 'Int!' }],
  },
};

/** The operations tab: what happened to the applicant, who did it and when, newest first (read-only). */
export const operationDefinition: EntityDefinition = {
  key: 'applicantOperation',
  api: applicantOperationResource,
  list: {
    columns: [
      { path: 'operation', labelKey: 'applicants.operation' },
      { path: 'user.fullName', labelKey: 'applicants.operationUser' },
      { path: 'createTime', format: 'dateTime' },
    ],
    parent: { param: 'applicantId' },
    searchable: false,
  },
};
