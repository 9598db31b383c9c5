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
  registry: () => import('./registry.ts').then((module) => module.workflowsRegistry),
});
