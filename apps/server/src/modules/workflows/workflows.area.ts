import {
  deleteWorkflowStepInput,
  dryRunWorkflowInput,
  insertWorkflowStepInput,
  saveWorkflowStepInput,
  workflowIdInput,
} from '@pano/contract';
import { defineMutation, defineQuery } from '../../graphql/operations.ts';
import { plainObject } from '../../graphql/objects.ts';
import { defineArea } from '../area.ts';
import { deleteWorkflowStep } from './delete-step.ts';
import { dryRunWorkflow, type DryRun, type DryRunPerson, type DryRunStep } from './dry-run.ts';
import { insertWorkflowStep } from './insert-step.ts';
import {
  approvalOperationEntity,
  managerLevelEntity,
  notificationOperationEntity,
  statusUpdateOperationEntity,
  taskOperationEntity,
  urlRequestOperationEntity,
  stepConditionEntity,
  workflowItemUserEntity,
  workflowItemUserGroupEntity,
} from './operation.entities.ts';
import { workflowProblems, type WorkflowProblem } from './problems.ts';
import { saveWorkflowStep } from './save-step.ts';
import {
  workflowItemCommandEntity,
  workflowItemCommandTypeEntity,
  workflowItemEntity,
  workflowItemOperationTypeEntity,
} from './step.entities.ts';
import { workflowEntity } from './workflow.entities.ts';

/**
 * Workflows (spec 001 §2 Workflows, §4 Workflow steps; docs/workflows.md): the list, the fine-grained
 * operations of §7 for API clients, the editor's composite step operations (each one transaction), the
 * problems that would make a workflow hang and the dry run.
 */
export const workflowsArea = defineArea({
  name: 'workflows',
  entities: [
    workflowEntity,
    workflowItemOperationTypeEntity,
    workflowItemEntity,
    workflowItemCommandTypeEntity,
    workflowItemCommandEntity,
    workflowItemUserEntity,
    workflowItemUserGroupEntity,
    approvalOperationEntity,
    managerLevelEntity,
    statusUpdateOperationEntity,
    notificationOperationEntity,
    taskOperationEntity,
    urlRequestOperationEntity,
    stepConditionEntity,
  ],
  main(kit) {
    const details = {
      details: 'WorkflowStepDetailsInput',
      approval: 'WorkflowApprovalInput',
      statusUpdate: 'WorkflowStatusUpdateInput',
      notification: 'WorkflowNotificationInput',
      task: 'WorkflowTaskInput',
      urlRequest: 'WorkflowUrlRequestInput',
      rule: 'WorkflowStepRuleInput',
    };
    defineMutation(kit, {
      name: 'insertWorkflowStep',
      input: {
        schema: insertWorkflowStepInput,
        typeName: 'InsertWorkflowStepInputModel',
        nested: { ...details, branches: 'WorkflowBranchInput' },
      },
      run: insertWorkflowStep,
    });
    defineMutation(kit, {
      name: 'saveWorkflowStep',
      input: {
        schema: saveWorkflowStepInput,
        typeName: 'SaveWorkflowStepInputModel',
        nested: { ...details, branchNames: 'WorkflowBranchNameInput' },
      },
      run: saveWorkflowStep,
    });
    defineMutation(kit, {
      name: 'deleteWorkflowStep',
      input: { schema: deleteWorkflowStepInput, typeName: 'DeleteWorkflowStepInputModel' },
      run: deleteWorkflowStep,
    });
    const problem = plainObject<WorkflowProblem>(kit, 'WorkflowProblem', {
      code: 'String',
      workflowItemId: 'Int',
      message: 'String',
    });
    defineQuery(kit, {
      name: 'workflowProblems',
      type: kit.list('WorkflowProblem', problem),
      input: { schema: workflowIdInput, typeName: 'WorkflowProblemsInputModel' },
      run: workflowProblems,
    });
    const person = plainObject<DryRunPerson>(kit, 'WorkflowDryRunPerson', {
      userId: 'Int',
      fullName: 'String',
      via: 'String',
    });
    const step = plainObject<DryRunStep>(kit, 'WorkflowDryRunStep', {
      workflowItemId: 'Int',
      step: 'Int',
      typeName: 'String',
      typeCode: 'String',
      participants: { list: person as never },
      commandName: 'String?',
      targetWorkflowItemId: 'Int?',
      skipped: 'Boolean',
    });
    const dryRun = plainObject<DryRun>(kit, 'WorkflowDryRun', {
      steps: { list: step as never },
      outcome: 'String',
      message: 'String',
    });
    defineQuery(kit, {
      name: 'dryRunWorkflow',
      type: kit.single('WorkflowDryRun', dryRun),
      input: {
        schema: dryRunWorkflowInput,
        typeName: 'DryRunWorkflowInputModel',
        nested: { choices: 'WorkflowDryRunChoiceInput', facts: 'WorkflowDryRunFactsInput' },
      },
      run: dryRunWorkflow,
    });
  },
});
