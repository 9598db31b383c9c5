import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { InfoDialog } from '../../components/InfoDialog.tsx';
import type { RowActionProps } from '../../crud/core/definition.ts';
import { formatCell } from '../../crud/core/format.ts';
import { catalogKey, changesOf, changeText, entityKey, namesOf, valueKind } from './auditWords.ts';

const cellText = { whiteSpace: 'pre-wrap', wordBreak: 'break-word' } as const;

/**
 * One history row in full (docs/history.md): who, when and what, then its changed fields one per line —
 * the field's name in the reader's language where the dictionaries have it, the old value and the new.
 */
export function AuditChangesDialog({ row, onClose }: RowActionProps) {
  const { t } = useTranslation();
  const entity = String(row.entity ?? '');
  const action = String(row.action ?? '');
  const field = (name: string) => t(`contract:fields.${name}`, { defaultValue: name });
  // a yes/no, a day or a moment as the lists show them; a catalogue key by its word; the rest as stored
  const text = (field: string, value: unknown) => {
    const kind = valueKind(value);
    if (kind !== 'text') return formatCell(value, kind, t);
    const key = catalogKey(entity, field, value);
    if (key) return t(key, { defaultValue: String(value) });
    return changeText(value, (length) => t('history.hashed', { length }));
  };
  const changes = changesOf(row);
  const names = namesOf(row);
  // a reference by the name it had when the page was read (a department, a role, a person), else its id
  const shown = (field: string, side: 'old' | 'new', value: unknown) =>
    names[field]?.[side] ?? text(field, value);
  return (
    <InfoDialog title={t('history.changesTitle')} maxWidth="md" onClose={onClose}>
      <Typography variant="body2" sx={{ mb: 2 }}>
        {t('history.summary', {
          entity: t(`entities.${entityKey(entity)}.one`, { defaultValue: entity }),
          id: row.entityId ?? '',
          action: t(`history.actions.${action}`, { defaultValue: action }),
          user: row.userName ?? t('history.channels.system'),
          at: formatCell(row.at, 'dateTime', t),
        })}
      </Typography>
      {changes.length === 0 ? (
        <Typography variant="body2">{t('history.noFields')}</Typography>
      ) : (
        <Table size="small" aria-label={t('history.changesTitle')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('history.field')}</TableCell>
              <TableCell>{t('history.old')}</TableCell>
              <TableCell>{t('history.new')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {changes.map(([name, change]) => (
              <TableRow key={name}>
                <TableCell component="th" scope="row">
                  {field(name)}
                </TableCell>
                <TableCell sx={cellText}>{'old' in change ? shown(name, 'old', change.old) : '—'}</TableCell>
                <TableCell sx={cellText}>{'new' in change ? shown(name, 'new', change.new) : '—'}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </InfoDialog>
  );
}
