import { useMemo, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../components/useToast.ts';
import { useFailureToast } from '../../crud/hooks/useFailureToast.ts';
import { failureText } from '../../crud/core/failureText.ts';
import { request } from '../../graphql/client.ts';
import type { Envelope } from '../../graphql/envelope.ts';
import {
  DeleteWorkflowStepDocument,
  InsertWorkflowStepDocument,
  SaveWorkflowStepDocument,
  WorkflowNameDocument,
  WorkflowOperationTypesDocument,
  WorkflowProblemsDocument,
  WorkflowStepsDocument,
} from '../../graphql/generated/workflows.ts';
import type { StepDialogMode, StepSubmit } from './StepDialog.tsx';
import type { Step } from './steps.ts';

/** Spec 001 §9: workflow items load in pages of 50; the editor reads every page of the active steps. */
const PAGE = 50;

async function loadSteps(workflowId: number, signal: AbortSignal) {
  const steps: Step[] = [];
  for (let pageNumber = 1; ; pageNumber++) {
    const page = await request(
      'main',
      WorkflowStepsDocument,
      {
        p: {
          workflowId,
          isActive: true,
          pageNumber,
          pageSize: PAGE,
          sortColumn: 'position',
          sortDescending: false,
        },
      },
      { signal },
    );
    if (!page.isSuccess) return { ...page, data: steps };
    steps.push(...(page.data ?? []));
    if (steps.length >= page.totalItemCount || !page.data?.length) return { ...page, data: steps };
  }
}

/**
 * The step editor without markup: the workflow's name, its active steps, the operation types, the
 * problems before use, and the composite step operations (insert after, save, delete), each reloading the
 * graph and the problems.
 */
export function useWorkflowEditor(workflowId: number) {
  const { t } = useTranslation();
  const toast = useToast();
  const client = useQueryClient();
  const [dialog, setDialog] = useState<StepDialogMode | null>(null);
  const [deleting, setDeleting] = useState<Step | null>(null);
  const name = useQuery({
    queryKey: ['workflow', workflowId],
    queryFn: ({ signal }) => request('main', WorkflowNameDocument, { id: workflowId }, { signal }),
  });
  const steps = useQuery({
    queryKey: ['workflowSteps', workflowId],
    queryFn: ({ signal }) => loadSteps(workflowId, signal),
  });
  const types = useQuery({
    queryKey: ['workflowOperationTypes'],
    queryFn: ({ signal }) => request('main', WorkflowOperationTypesDocument, {}, { signal }),
  });
  const problems = useQuery({
    queryKey: ['workflowProblems', workflowId],
    queryFn: ({ signal }) => request('main', WorkflowProblemsDocument, { i: { workflowId } }, { signal }),
  });
  useFailureToast(steps.data);
  const done = (answer: Envelope<unknown>, success: string) => {
    if (!answer.isSuccess) {
      toast.error(failureText(answer, t));
      return;
    }
    toast.success(t(success));
    setDialog(null);
    setDeleting(null);
    void client.invalidateQueries({ queryKey: ['workflowSteps', workflowId] });
    void client.invalidateQueries({ queryKey: ['workflowProblems', workflowId] });
  };
  const save = useMutation({
    mutationFn: (values: StepSubmit) => {
      if (dialog?.kind === 'edit')
        return request('main', SaveWorkflowStepDocument, {
          i: { id: dialog.step.id, details: values.details, branchNames: values.branchNames ?? null },
        });
      return request('main', InsertWorkflowStepDocument, {
        i: {
          workflowId,
          afterWorkflowItemId: dialog?.kind === 'insert' ? (dialog.after?.id ?? null) : null,
          workflowItemOperationTypeId: values.workflowItemOperationTypeId,
          branches: values.branches,
          details: values.details,
        },
      });
    },
    onSuccess: (answer) =>
      done(answer, dialog?.kind === 'edit' ? 'workflows.stepSaved' : 'workflows.stepAdded'),
  });
  const remove = useMutation({
    mutationFn: (step: Step) => request('main', DeleteWorkflowStepDocument, { i: { id: step.id } }),
    onSuccess: (answer) => done(answer, 'workflows.stepDeleted'),
  });
  const actions = useMemo(
    () => ({
      insertAfter: (step: Step) => setDialog({ kind: 'insert', after: step }),
      edit: (step: Step) => setDialog({ kind: 'edit', step }),
      remove: (step: Step) => setDeleting(step),
    }),
    [],
  );
  // in the order of their numbers (the walk from the start): the phone's list reads 1, 2, 3 …
  const stepList = steps.data?.data;
  const ordered = useMemo(() => [...(stepList ?? [])].sort((a, b) => a.number - b.number), [stepList]);
  const problemList = problems.data?.data;
  const problemIds = useMemo(() => new Set((problemList ?? []).map((p) => p.workflowItemId)), [problemList]);
  return {
    name: name.data?.data?.name ?? '',
    steps: ordered,
    loading: steps.isPending,
    types: types.data?.data ?? [],
    problems: problemList ?? [],
    problemIds,
    actions,
    dialog,
    openAdd: () => setDialog({ kind: 'insert', after: null }),
    closeDialog: () => setDialog(null),
    save,
    deleting,
    cancelDelete: () => setDeleting(null),
    remove,
  };
}
