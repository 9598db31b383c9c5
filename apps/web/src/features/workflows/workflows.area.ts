import en from './i18n/en.json' with { type: 'json' };
import tr from './i18n/tr.json' with { type: 'json' };
import { defineArea, list, page } from '../area.tsx';

/** Workflows (spec 001 §2 Workflows): the list and the step editor (docs/workflows.md). */
export const workflowsArea = defineArea({
  name: 'workflows',
  screens: {
    workflowList: list('/workflow/workflows', 'workflowList'),
    manageWorkflow: page(
      '/workflow/workflows/:workflowId/manageworkflow',
      () => import('./ManageWorkflowPage.tsx'),
      'ManageWorkflowPage',
    ),
  },
  dictionaries: { tr, en },
  registry: () => import('./registry.ts').then((module) => module.workflowsRegistry),
});
