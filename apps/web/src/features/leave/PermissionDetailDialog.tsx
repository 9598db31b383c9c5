import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { DetailList } from '../../components/DetailList.tsx';
import { InfoDialog } from '../../components/InfoDialog.tsx';
import { formatCell, valueAt } from '../../crud/core/format.ts';
import type { RowActionProps } from '../../crud/core/definition.ts';
import { RequestProgress } from '../requests/shared/RequestProgress.tsx';
import { usePermissionProcess } from './usePermissionProcess.ts';

/**
 * A leave request, read-only (spec 002 §2): user, type, status, description, start and end date; below, the
 * request its workflow runs (docs/approvals.md): state, trail, and the decisions while it runs.
 */
export function PermissionDetailDialog({ row, onClose, onChanged }: RowActionProps) {
  const { t } = useTranslation();
  const process = usePermissionProcess(row.id);
  const field = (key: string) => t(`contract:fields.${key}`);
  const text = (path: string) => String(valueAt(row, path) ?? '-');
  return (
    <InfoDialog title={t('leave.detail')} onClose={onClose}>
      <DetailList
        items={[
          { label: field('userFullName'), value: text('user.fullName') },
          { label: field('permissionType'), value: text('permissionType.name') },
          { label: field('status'), value: process.status ?? text('status.name') },
          {
            label: field('description'),
            value: (
              <Typography
                component="span"
                variant="body2"
                sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}
              >
                {String(row.description ?? '-')}
              </Typography>
            ),
          },
          { label: field('startDate'), value: formatCell(row.startDate, 'date', t) },
          { label: field('endDate'), value: formatCell(row.endDate, 'date', t) },
          { label: field('dayCount'), value: text('dayCount') },
        ]}
      />
      {process.requestId !== null && (
        <>
          <Divider sx={{ my: 2 }} />
          <RequestProgress requestId={process.requestId} onChanged={onChanged} />
        </>
      )}
    </InfoDialog>
  );
}
