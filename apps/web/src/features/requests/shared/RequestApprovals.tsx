import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../crud/core/format.ts';
import type { RequestApprovalView } from './requestTypes.ts';
import { stepLabel } from './stepLabel.ts';
import { ScrollTable } from '../../../components/ScrollTable.tsx';

/** What an approval came to: its command (and who decided on the approver's behalf), or that it waits. */
function decisionOf(approval: RequestApprovalView, t: TFunction): string {
  if (!approval.commandType) return t(approval.state === 'open' ? 'requests.waiting' : 'requests.closed');
  return approval.decidedBy
    ? t('requests.decidedBy', { command: approval.commandType.name, name: approval.decidedBy.fullName })
    : approval.commandType.name;
}

/**
 * Every approval a request asked, open and decided: its step (number, kind, what it does), approver, on whose behalf, how they were asked, the
 * decision, its time and description. A wide table scrolls on its own (a keyboard can too).
 */
export function RequestApprovals({ approvals }: { approvals: readonly RequestApprovalView[] }) {
  const { t } = useTranslation();
  const label = t('requests.approvals');
  const headers = ['step', 'approver', 'forUser', 'via', 'decision', 'decidedAt', 'description'] as const;
  return (
    <ScrollTable label={label}>
      <TableHead>
        <TableRow>
          {headers.map((header) => (
            <TableCell key={header}>{t(`requests.columns.${header}`)}</TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {approvals.map((approval) => (
          <TableRow key={approval.id}>
            <TableCell sx={{ minWidth: 140 }}>
              {stepLabel(t, {
                number: approval.stepNumber,
                kindName: approval.stepKindName,
                name: approval.stepName,
              })}
            </TableCell>
            <TableCell>{approval.user.fullName}</TableCell>
            <TableCell>{approval.forUser?.fullName ?? '-'}</TableCell>
            <TableCell>{approval.viaName}</TableCell>
            <TableCell>{decisionOf(approval, t)}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(approval.processedDate)}</TableCell>
            <TableCell sx={{ whiteSpace: 'pre-wrap', minWidth: 160 }}>{approval.description ?? ''}</TableCell>
          </TableRow>
        ))}
        {!approvals.length && (
          <TableRow>
            <TableCell colSpan={headers.length}>{t('requests.noApprovals')}</TableCell>
          </TableRow>
        )}
      </TableBody>
    </ScrollTable>
  );
}
