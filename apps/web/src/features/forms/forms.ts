import BuildIcon from '@mui/icons-material/Build';
import InfoIcon from '@mui/icons-material/InfoOutlined';
import PeopleIcon from '@mui/icons-material/People';
import AccountTreeIcon from '@mui/icons-material/AccountTree';
import { FORM_STATUSES, formResource, formRoleResource, formUserResource } from '@pano/contract';
import type { EntityDefinition } from '../../crud/core/definition.ts';
import { roleWorkflowDefinition } from '../../crud/core/roleAssignment.ts';
import { CompletedDateCell } from './cells.tsx';
import { ExportFormUsersDocument } from '../../graphql/generated/forms.ts';
import { listExportButton } from '../../crud/views/listExportButton.tsx';

/**
 * Forms (spec 001 §2 /form/formlar): name; per row its submissions, the builder, the detail, its roles, edit
 * and delete ('Pasifleri göster' for passive ones). A form with submissions is not deleted: the server says
 * so and the form can be made passive instead (docs/forms.md).
 */
export const formDefinition: EntityDefinition = {
  key: 'form',
  api: formResource,
  hasActive: true,
  list: { columns: [{ path: 'name', sortable: true }] },
  form: { fields: [{ name: 'name', kind: 'text' }] },
  rows: {
    links: [
      { labelKey: 'forms.usersOf', screen: 'formUsers', param: 'formId', icon: PeopleIcon },
      { labelKey: 'forms.buildOf', screen: 'formBuilder', param: 'formId', icon: BuildIcon },
      { labelKey: 'forms.detailOf', screen: 'formDetail', param: 'formId', icon: InfoIcon },
      { labelKey: 'forms.rolesOf', screen: 'formRoles', param: 'formId', icon: AccountTreeIcon },
    ],
    inline: ['formBuilder', 'edit'],
    history: true,
  },
};

/** A form's roles (/form/formlar/{formId}/roller, spec 001 §5): role and workflow, both required, a role once. */
export const formRoleDefinition = roleWorkflowDefinition('formRole', formRoleResource, {
  param: 'formId',
  api: formResource,
  back: 'formList',
});

/**
 * A form's submissions (/form/formlar/{formId}/kullanicilar): user, status, completed date (DD.MM.YYYY or
 * '-') and a link to one; filtered by status ('Tümü' sends formStatusId nothing: all), searched by user,
 * exported to Excel. Read-only: employees submit on the portal.
 */
export const formUserDefinition: EntityDefinition = {
  key: 'formUser',
  api: formUserResource,
  list: {
    columns: [
      { path: 'user.fullName', labelKey: 'contract:fields.userFullName' },
      { path: 'status.name', labelKey: 'contract:fields.status' },
      { path: 'completedDate', cell: CompletedDateCell, export: { kind: 'day' } },
    ],
    rowLabel: ['user.fullName'],
    parent: { param: 'formId', api: formResource },
    back: 'formList',
    filters: [
      {
        name: 'formStatusId',
        allLabelKey: 'common.all',
        options: {
          values: FORM_STATUSES.map((value) => ({ value, labelKey: `contract:formStatus.${value}` })),
        },
      },
    ],
    toolbar: [listExportButton(ExportFormUsersDocument, 'forms.export')],
  },
  rows: {
    links: [
      { labelKey: 'forms.submissionOf', screen: 'formUserDetail', param: 'formUserId', icon: InfoIcon },
    ],
  },
};
