import { lazy, Suspense } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { NotFoundRedirect } from '../../components/NotFoundRedirect.tsx';
import { useScreenPath } from '../../components/screenPaths.ts';
import { DryRunPanel } from './DryRunPanel.tsx';
import { StepDialog } from './StepDialog.tsx';
import { useWorkflowEditor } from './useWorkflowEditor.ts';
import { Loading } from '../../components/Loading.tsx';

/** React Flow and dagre load with the diagram, never in the entry bundle. */
const WorkflowDiagram = lazy(() => import('./WorkflowDiagram.tsx'));

function Editor({ workflowId }: { workflowId: number }) {
  const { t } = useTranslation();
  const screenPath = useScreenPath();
  const editor = useWorkflowEditor(workflowId);
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <IconButton component={Link} to={screenPath('workflowList')} aria-label={t('common.back')}>
          <ArrowBackIcon />
        </IconButton>
        <Typography component="h2" variant="h6" sx={{ flexGrow: 1 }}>
          {t('workflows.manageHeading', { name: editor.name })}
        </Typography>
      </Stack>
      {editor.problems.length > 0 && (
        <Alert severity="warning" role="region" aria-label={t('workflows.problems')}>
          <Typography variant="subtitle2">{t('workflows.problems')}</Typography>
          <ul style={{ margin: 0, paddingLeft: 20 }} data-testid="workflow-problems">
            {editor.problems.map((p) => (
              <li key={`${p.code}-${p.workflowItemId}-${p.message}`}>{p.message}</li>
            ))}
          </ul>
        </Alert>
      )}
      {editor.loading ? (
        <Loading />
      ) : editor.steps.length === 0 ? (
        <Box sx={{ py: 6, textAlign: 'center' }}>
          <Typography sx={{ mb: 2 }}>{t('workflows.empty')}</Typography>
          <Button variant="contained" startIcon={<AddIcon />} onClick={editor.openAdd}>
            {t('workflows.add')}
          </Button>
        </Box>
      ) : (
        <Suspense fallback={<Loading />}>
          <WorkflowDiagram steps={editor.steps} actions={editor.actions} problemIds={editor.problemIds} />
        </Suspense>
      )}
      {editor.steps.length > 0 && <DryRunPanel workflowId={workflowId} steps={editor.steps} />}
      {editor.dialog && (
        <StepDialog
          key={
            editor.dialog.kind === 'edit' ? `e${editor.dialog.step.id}` : `i${editor.dialog.after?.id ?? 0}`
          }
          mode={editor.dialog}
          types={editor.types}
          busy={editor.save.isPending}
          onClose={editor.closeDialog}
          onSubmit={(values) => editor.save.mutate(values)}
        />
      )}
      <ConfirmDialog
        open={editor.deleting !== null}
        title={t('workflows.deleteTitle')}
        message={t('workflows.deleteMessage')}
        confirmLabel={t('common.delete')}
        busy={editor.remove.isPending}
        onConfirm={() => editor.deleting && editor.remove.mutate(editor.deleting)}
        onCancel={editor.cancelDelete}
      />
    </Stack>
  );
}

/** /workflow/workflows/{workflowId}/manageworkflow: the step editor (spec 001 §2; docs/workflows.md). */
export function ManageWorkflowPage() {
  const { workflowId } = useParams();
  const id = Number(workflowId);
  if (!Number.isInteger(id) || id <= 0) return <NotFoundRedirect />;
  return <Editor key={id} workflowId={id} />;
}
