import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { NotFoundRedirect } from '../../components/NotFoundRedirect.tsx';
import { BackLink } from '../../components/BackLink.tsx';
import { DeleteStepDialog } from './DeleteStepDialog.tsx';
import { DryRunPanel } from './DryRunPanel.tsx';
import { StepDialog } from './StepDialog.tsx';
import { StepsView } from './StepsView.tsx';
import { useWorkflowEditor } from './useWorkflowEditor.ts';
import { Loading } from '../../components/Loading.tsx';

function Editor({ workflowId }: { workflowId: number }) {
  const { t } = useTranslation();
  const editor = useWorkflowEditor(workflowId);
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <BackLink screen="workflowList" />
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
        <StepsView steps={editor.steps} actions={editor.actions} problemIds={editor.problemIds} />
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
          onSubmit={(values) => editor.save.mutateAsync(values)}
        />
      )}
      <DeleteStepDialog
        step={editor.deleting}
        steps={editor.steps}
        busy={editor.remove.isPending}
        onConfirm={(step) => editor.remove.mutateAsync(step)}
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
