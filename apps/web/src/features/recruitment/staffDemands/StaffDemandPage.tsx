import { useState } from 'react';
import { useParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { DetailList } from '../../../components/DetailList.tsx';
import { DetailSection } from '../../../components/DetailSection.tsx';
import { ListToolbar } from '../../../components/ListToolbar.tsx';
import { NotFoundRedirect } from '../../../components/NotFoundRedirect.tsx';
import { formatDate } from '../../../crud/core/format.ts';
import { ActionFormDialog } from '../../../crud/views/ActionFormDialog.tsx';
import { ConfirmActionDialog } from '../../../crud/views/ConfirmActionDialog.tsx';
import { RequestProgress } from '../../requests/shared/RequestProgress.tsx';
import { StaffDemandResults } from './StaffDemandResults.tsx';
import { addApplicantAction, closeAction, setResponsibleAction } from './staffDemands.ts';
import { useStaffDemand } from './useStaffDemand.ts';

type Dialog = 'responsible' | 'applicant' | 'close' | null;

/**
 * /isealim/personeltalep/{staffDemandId} (spec 002 §2): the demand, its result (status, completed date) and
 * process ('name surname / command'), the results table; HR sets who follows it, adds applicants while it
 * is open and closes an approved one. While its request runs, the decisions are here too (docs/approvals.md).
 */
export function StaffDemandPage() {
  const { t } = useTranslation();
  const id = Number(useParams().staffDemandId);
  const valid = Number.isInteger(id) && id > 0;
  const { demand } = useStaffDemand(id, valid);
  const client = useQueryClient();
  const [dialog, setDialog] = useState<Dialog>(null);
  const refresh = () => void client.invalidateQueries({ queryKey: ['staffDemands'] });
  if (!valid) return <NotFoundRedirect />;
  const open = demand?.state === 'running' || demand?.state === 'approved';
  const name = demand ? `#${demand.id}` : '';
  const close = () => setDialog(null);
  const row = demand ? { ...demand } : { id };
  return (
    <>
      <ListToolbar heading={t('staffDemands.title', { id })} back="staffDemands" createLabel="" />
      {demand && (
        <>
          <DetailSection title={t('staffDemands.demand')}>
            <DetailList
              items={[
                { label: t('staffDemands.department'), value: demand.department?.name ?? '-' },
                { label: t('staffDemands.educationStatus'), value: demand.educationStatus?.name ?? '-' },
                { label: t('staffDemands.jobPosition'), value: demand.jobPosition?.name ?? '-' },
                { label: t('staffDemands.location'), value: demand.location?.name ?? '-' },
                { label: t('staffDemands.demandReason'), value: demand.demandReason?.name ?? '-' },
                { label: t('staffDemands.employmentType'), value: demand.employmentType?.name ?? '-' },
                { label: t('staffDemands.responsibleUser'), value: demand.responsibleUser?.fullName ?? '-' },
                { label: t('staffDemands.createdUser'), value: demand.createdUser?.fullName ?? '-' },
                { label: t('contract:fields.description'), value: demand.description },
              ]}
            />
          </DetailSection>
          <DetailSection title={t('staffDemands.result')}>
            <DetailList
              items={[
                { label: t('contract:fields.status'), value: demand.status.name },
                {
                  label: t('contract:fields.completedDate'),
                  value: demand.completedDate ? formatDate(demand.completedDate) : '-',
                },
              ]}
            />
          </DetailSection>
          <DetailSection title={t('staffDemands.process')}>
            {demand.approvals.length ? (
              <ul>
                {demand.approvals.map((approval) => (
                  <li key={approval.id}>
                    {`${approval.user.name} ${approval.user.surname} / ${approval.commandType?.name ?? t('staffDemands.waiting')}`}
                  </li>
                ))}
              </ul>
            ) : (
              <Typography variant="body2">{t('staffDemands.noApprovals')}</Typography>
            )}
            {demand.workflowRequest && demand.state === 'running' && (
              <RequestProgress requestId={demand.workflowRequest.id} onChanged={refresh} />
            )}
          </DetailSection>
          <Stack direction="row" spacing={1} sx={{ mb: 2, flexWrap: 'wrap', gap: 1 }}>
            <Button variant="outlined" onClick={() => setDialog('responsible')}>
              {t('staffDemands.setResponsible', { name })}
            </Button>
            {open && (
              <Button variant="outlined" onClick={() => setDialog('applicant')}>
                {t('staffDemands.addApplicant', { name })}
              </Button>
            )}
            {demand.state === 'approved' && (
              <Button variant="contained" onClick={() => setDialog('close')}>
                {t('staffDemands.close')}
              </Button>
            )}
          </Stack>
          <Typography variant="subtitle1" component="h3" gutterBottom>
            {t('staffDemands.results')}
          </Typography>
          <StaffDemandResults demand={demand} open={open} onChanged={refresh} />
        </>
      )}
      {dialog === 'responsible' && (
        <ActionFormDialog
          action={setResponsibleAction}
          row={row}
          name={name}
          onClose={close}
          onChanged={refresh}
        />
      )}
      {dialog === 'applicant' && (
        <ActionFormDialog
          action={addApplicantAction}
          row={row}
          name={name}
          onClose={close}
          onChanged={refresh}
        />
      )}
      {dialog === 'close' && (
        <ConfirmActionDialog action={closeAction} row={row} name={name} onClose={close} onChanged={refresh} />
      )}
    </>
  );
}
