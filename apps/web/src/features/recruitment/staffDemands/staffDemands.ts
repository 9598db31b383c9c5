import {
  applicantResource,
  staffDemandResource,
  staffDemandResultCreateInput,
  staffDemandUpdateInput,
} from '@pano/contract';
import type {
  ConfirmActionDefinition,
  EntityDefinition,
  FormActionDefinition,
} from '../../../crud/core/definition.ts';
import type { OptionSource } from '../../../crud/core/optionTypes.ts';
import { userSearch } from '../../../crud/core/recipients.ts';
import {
  CloseStaffDemandDocument,
  DeleteStaffDemandResultDocument,
} from '../../../graphql/generated/staffDemands.ts';

/**
 * Staff demands (spec 002 §2 /isealim/personeltalep): id, who asked, description, completed (read-only
 * checkbox) and its date or '-', newest first; completed ones by default, incomplete ones with
 * 'Tamamlanmamışları göster'. Made on the portal: no create, edit or delete here; the detail page acts.
 */
export const staffDemandDefinition: EntityDefinition = {
  key: 'staffDemand',
  api: { ...staffDemandResource, update: undefined },
  list: {
    columns: [
      { path: 'id', sortable: true },
      { path: 'createdUser.fullName', labelKey: 'staffDemands.createdUser' },
      { path: 'description' },
      { path: 'isCompleted', format: 'checkbox' },
      { path: 'completedDate', format: 'dateOrDash' },
    ],
    rowLabel: ['id'],
    sort: { column: 'id', descending: true },
    searchable: false,
    flagSwitch: { field: 'isCompleted', labelKey: 'staffDemands.showIncomplete' },
  },
  rows: { links: [{ labelKey: 'staffDemands.detailOf', screen: 'staffDemand', param: 'staffDemandId' }] },
};

/** Active users, searched as HR types (the one who follows a demand). */
const activeUsers: OptionSource = { ...userSearch, pager: { ...userSearch.pager, isActive: true } };

/** Applicants, searched by name, e-mail or reference as HR types. */
const applicantSearch: OptionSource = {
  api: applicantResource,
  label: ['name', 'surname'],
  pager: { pageNumber: 1, pageSize: 15 },
};

/** 'Sorumlu kişi': who in HR follows the demand (`updateStaffDemand {id responsibleUserId}`). */
export const setResponsibleAction: FormActionDefinition = {
  titleKey: 'staffDemands.setResponsible',
  mutation: 'updateStaffDemand',
  fields: [
    {
      name: 'responsibleUserId',
      kind: 'picker',
      search: activeUsers,
      initialOption: (row) => {
        const user = row.responsibleUser as { fullName: string } | null;
        return user && typeof row.responsibleUserId === 'number'
          ? { id: row.responsibleUserId, label: user.fullName }
          : null;
      },
    },
  ],
  hiddenInputs: [{ name: 'id', type: 'Int!' }],
  schema: staffDemandUpdateInput,
  initialValues: (row) => ({ id: row.id, responsibleUserId: row.responsibleUserId ?? null }),
  successKey: 'staffDemands.responsibleSet',
};

/** An applicant considered for the demand (`addStaffDemandResult {staffDemandId applicantId}`). */
export const addApplicantAction: FormActionDefinition = {
  titleKey: 'staffDemands.addApplicant',
  mutation: 'addStaffDemandResult',
  fields: [
    { name: 'applicantId', kind: 'picker', search: applicantSearch, labelKey: 'staffDemands.applicant' },
  ],
  hiddenInputs: [{ name: 'staffDemandId', type: 'Int!' }],
  schema: staffDemandResultCreateInput,
  initialValues: (row) => ({ staffDemandId: row.id, applicantId: null }),
  successKey: 'staffDemands.applicantAdded',
};

/** HR closes an approved demand (state closed, completed today). */
export const closeAction: ConfirmActionDefinition = {
  titleKey: 'staffDemands.closeTitle',
  messageKey: 'staffDemands.closeQuestion',
  confirmKey: 'staffDemands.close',
  document: CloseStaffDemandDocument,
  successKey: 'staffDemands.closed',
};

/** Takes an applicant off the demand's results. */
export const removeResultAction: ConfirmActionDefinition = {
  titleKey: 'staffDemands.removeTitle',
  messageKey: 'staffDemands.removeQuestion',
  confirmKey: 'common.delete',
  document: DeleteStaffDemandResultDocument,
  successKey: 'staffDemands.applicantRemoved',
  danger: true,
};
