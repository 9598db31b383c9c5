import { defineArea } from '../area.ts';
import { workflowEntity } from './workflow.entities.ts';

/** Workflows (spec 001 §2 Workflows; docs/workflows.md). */
export const workflowsArea = defineArea({
  name: 'workflows',
  entities: [workflowEntity],
});
