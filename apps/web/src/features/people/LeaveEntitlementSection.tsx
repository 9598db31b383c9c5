import { useState } from 'react';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { DetailList } from '../../components/DetailList.tsx';
import { DetailSection } from '../../components/DetailSection.tsx';
import { ScrollTable } from '../../components/ScrollTable.tsx';
import { formatDate, formatDateTime } from '../../crud/core/format.ts';
import { ActionFormDialog } from '../../crud/views/ActionFormDialog.tsx';
import { adjustLeaveAction, overrideLeaveAction } from './entitlementActions.ts';
import { entitlementParts } from './entitlementParts.ts';
import { useLeaveEntitlement, type LeaveEntitlement } from './useLeaveEntitlement.ts';

/** Days as people read them: one decimal at most, a sign on a change ('+2', '-1,5'). */
export function formatDays(days: number, lang: string, signed = false): string {
  const text = new Intl.NumberFormat(lang, { maximumFractionDigits: 1 }).format(days);
  return signed && days > 0 ? `+${text}` : text;
}

/**
 * 'İzin hakları' on the user detail (issue 29 §3; docs/leave.md): this service year's entitlement as one
 * figure with what makes it (the law's days, HR's figure, carried, adjusted; issue 48, 19) and what is left
 * of it, the ledger (date, kind, days, year, who, reason), 'Düzelt' (days with a reason) and the year's own
 * figure. Without a hire date it says that the total days off is the entitlement.
 */
export function LeaveEntitlementSection({ userId, name }: { userId: number; name: string }) {
  const { t, i18n } = useTranslation();
  const { entitlement: e, loading } = useLeaveEntitlement(userId);
  const [open, setOpen] = useState<'adjust' | 'override' | null>(null);
  const days = (value: number | null | undefined, signed = false) =>
    typeof value === 'number' ? formatDays(value, i18n.language, signed) : '-';
  const title = t('people.leave.entitlement');
  // one figure, with what makes it: 'Bu yılın hakkı 16 gün (kanuna göre 14, düzeltme +2)'
  const yearFigure = (entitlement: LeaveEntitlement) => {
    const parts = entitlementParts(entitlement);
    const words = parts
      ? [
          parts.override !== null && t('people.leave.partOverride', { days: days(parts.override) }),
          parts.granted !== null && t('people.leave.partGranted', { days: days(parts.granted) }),
          parts.override === null &&
            parts.granted === null &&
            t('people.leave.partLaw', { days: days(parts.law) }),
          parts.carried !== 0 && t('people.leave.partCarried', { days: days(parts.carried, true) }),
          parts.adjusted !== 0 && t('people.leave.partAdjusted', { days: days(parts.adjusted, true) }),
          (parts.override !== null || parts.granted !== null) &&
            t('people.leave.partLaw', { days: days(parts.law) }),
        ].filter((word): word is string => typeof word === 'string')
      : [];
    const total = t('people.leave.dayCount', {
      count: entitlement.totalDayOff,
      days: days(entitlement.totalDayOff),
    });
    return words.length > 0 ? `${total} (${words.join(', ')})` : total;
  };
  return (
    <DetailSection title={title}>
      {loading && !e && <LinearProgress aria-label={t('common.loading')} />}
      {e && (
        <Stack spacing={2}>
          <DetailList
            items={[
              {
                label: t('people.leave.serviceYear'),
                value: e.leaveYear ? `${formatDate(e.leaveYear)} – ${formatDate(e.yearEnd)}` : '-',
              },
              { label: t('people.leave.yearTotal'), value: yearFigure(e) },
              { label: t('people.leave.used'), value: days(e.usedDays) },
              { label: t('people.leave.pending'), value: days(e.pendingDays) },
              { label: t('people.leave.remaining'), value: days(e.remainingDays) },
            ]}
          />
          {e.hireDate ? (
            <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
              <Button variant="outlined" size="small" onClick={() => setOpen('adjust')}>
                {t('people.leave.adjust')}
              </Button>
              {e.leaveYear && (
                <Button size="small" onClick={() => setOpen('override')}>
                  {t('people.leave.override')}
                </Button>
              )}
            </Stack>
          ) : (
            <Typography variant="body2" color="text.secondary">
              {t('people.leave.noHireDate')}
            </Typography>
          )}
          {e.rows.length > 0 ? (
            <ScrollTable label={t('people.leave.ledger')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('people.leave.ledgerDate')}</TableCell>
                  <TableCell>{t('people.leave.ledgerKind')}</TableCell>
                  <TableCell align="right">{t('contract:fields.days')}</TableCell>
                  <TableCell>{t('contract:fields.leaveYear')}</TableCell>
                  <TableCell>{t('people.leave.ledgerWho')}</TableCell>
                  <TableCell>{t('contract:fields.reason')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {e.rows.map((row) => (
                  <TableRow key={`${row.kind}-${String(row.id)}`}>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(row.createTime)}</TableCell>
                    <TableCell>{t(`contract:leaveLedgerKind.${row.kind}`)}</TableCell>
                    <TableCell align="right">{days(row.days, row.kind === 'adjusted')}</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(row.leaveYear)}</TableCell>
                    <TableCell>{row.createdByName ?? t('people.leave.ledgerSystem')}</TableCell>
                    <TableCell sx={{ wordBreak: 'break-word' }}>{row.reason ?? '-'}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </ScrollTable>
          ) : (
            <Typography variant="body2" color="text.secondary">
              {t('people.leave.ledgerEmpty')}
            </Typography>
          )}
        </Stack>
      )}
      {open && e && (
        <ActionFormDialog
          action={open === 'adjust' ? adjustLeaveAction : overrideLeaveAction}
          row={{ id: userId, leaveYear: e.leaveYear, days: e.lawDays }}
          name={name}
          onClose={() => setOpen(null)}
          onChanged={() => undefined}
        />
      )}
    </DetailSection>
  );
}
