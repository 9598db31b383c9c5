import AccountTreeIcon from '@mui/icons-material/AccountTree';
import { workflowResource } from '@pano/contract';
import type { Registry } from '../area.tsx';
import type { EntityDefinition } from '../../crud/core/definition.ts';

/**
 * Workflows (spec 001 §2 /workflow/workflows): name; manage (the step editor), edit, delete. A workflow
 * in use by a role of a form, leave type or quiz type, or a score range, is not deleted: the server names
 * where it is used (InUse).
 */
export const workflowDefinition: EntityDefinition = {
  key: 'workflow',
  api: workflowResource,
  list: { columns: [{ path: 'name', sortable: true }], rowLabel: ['name'] },
  form: { fields: [{ name: 'name', kind: 'text' }] },
  rows: {
    links: [
      { labelKey: 'workflows.manage', screen: 'manageWorkflow', param: 'workflowId', icon: AccountTreeIcon },
    ],
    history: true,
  },
};

export const workflowsRegistry = { workflowList: workflowDefinition } satisfies Registry;
