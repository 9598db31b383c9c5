import OpenIcon from '@mui/icons-material/OpenInNew';
import DeleteForeverIcon from '@mui/icons-material/DeleteForever';
import { applicantResource } from '@pano/contract';
import type { EntityDefinition } from '../../../crud/core/definition.ts';
import { valueAt } from '../../../crud/core/format.ts';
import { DeleteApplicantForGoodDocument } from '../../../graphql/generated/applicants.ts';
import { ExportApplicantsDocument } from '../../../graphql/generated/applicants.ts';
import { listExportButton } from '../../../crud/views/listExportButton.tsx';
import {
  cityChoices,
  educationStatusChoices,
  employmentTypeChoices,
  jobPositionChoices,
  townSearch,
} from './sources.ts';

/**
 * Applicants (spec 002 §2 /isealim/adaylar): full name, e-mail, reference, education status, employment
 * type; filtered by the last two ('Hepsi' sends nothing), searched (≥ 3 characters), exported as the list
 * stands. Each row opens the applicant's page. The delete is for good (personal data), so it asks in its
 * own words instead of the generic question.
 */
export const applicantDefinition: EntityDefinition = {
  key: 'applicant',
  api: { ...applicantResource, remove: undefined },
  list: {
    columns: [
      { path: 'fullName', labelKey: 'applicants.fullName', sortable: false },
      { path: 'email' },
      { path: 'reference' },
      { path: 'educationStatus.name', labelKey: 'contract:fields.educationStatusId' },
      { path: 'employmentType.name', labelKey: 'contract:fields.employmentTypeId' },
    ],
    select: [
      'name',
      'surname',
      'gsm',
      'birthDate',
      'cityId',
      'townId',
      'townType.name',
      'educationStatusId',
      'employmentTypeId',
      'jobPositionId',
    ],
    rowLabel: ['fullName'],
    filters: [
      {
        name: 'educationStatusId',
        labelKey: 'contract:fields.educationStatusId',
        allLabelKey: 'applicants.all',
        options: { source: educationStatusChoices },
      },
      {
        name: 'employmentTypeId',
        labelKey: 'contract:fields.employmentTypeId',
        allLabelKey: 'applicants.all',
        options: { source: employmentTypeChoices },
      },
    ],
    toolbar: [listExportButton(ExportApplicantsDocument, 'applicants.export')],
  },
  rows: {
    links: [{ labelKey: 'applicants.detailOf', screen: 'applicant', param: 'applicantId', icon: OpenIcon }],
    actions: [
      {
        key: 'deleteForGood',
        labelKey: 'applicants.deleteOf',
        icon: DeleteForeverIcon,
        confirm: {
          titleKey: 'applicants.deleteOf',
          messageKey: 'applicants.deleteQuestion',
          confirmKey: 'applicants.deleteConfirm',
          document: DeleteApplicantForGoodDocument,
          successKey: 'applicants.deleted',
          danger: true,
        },
      },
    ],
  },
  form: {
    width: 'sm',
    fields: [
      { name: 'name', kind: 'text' },
      { name: 'surname', kind: 'text' },
      { name: 'email', kind: 'text', optional: true, inputMode: 'email' },
      { name: 'gsm', kind: 'text', optional: true, inputMode: 'tel' },
      { name: 'reference', kind: 'text', optional: true },
      { name: 'birthDate', kind: 'date', optional: true },
      { name: 'cityId', kind: 'select', optional: true, options: { source: cityChoices } },
      {
        name: 'townId',
        kind: 'picker',
        optional: true,
        search: townSearch,
        initialOption: (row) =>
          typeof row.townId === 'number'
            ? { id: row.townId, label: String(valueAt(row, 'townType.name') ?? '') }
            : null,
      },
      {
        name: 'educationStatusId',
        kind: 'select',
        optional: true,
        options: { source: educationStatusChoices },
      },
      {
        name: 'employmentTypeId',
        kind: 'select',
        optional: true,
        options: { source: employmentTypeChoices },
      },
      { name: 'jobPositionId', kind: 'select', optional: true, options: { source: jobPositionChoices } },
    ],
  },
};
