import { workflowCreateInput, workflowUpdateInput } from '../validation/workflows.ts';
import { crudResource } from './resource.ts';

/** Spec 001 §7 Workflows: `workflows(workFlowPagerModel)`; also the workflows lookup of 000 §7. */
export const workflowResource = crudResource(
  'Workflow',
  'workflows',
  workflowCreateInput,
  workflowUpdateInput,
  {
    pagerArg: 'workFlowPagerModel',
  },
);
