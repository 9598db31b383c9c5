import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { DetailList } from '../../components/DetailList.tsx';
import { InfoDialog } from '../../components/InfoDialog.tsx';
import { formatCell, valueAt } from '../../crud/core/format.ts';
import type { RowActionProps } from '../../crud/core/definition.ts';

/** A complaint in full (spec 000 §2): its type, date and the whole description. Nothing names a sender. */
export function ComplaintDetailDialog({ row, onClose }: RowActionProps) {
  const { t } = useTranslation();
  const field = (key: string) => t(`contract:fields.${key}`);
  return (
    <InfoDialog title={t('complaints.detail')} onClose={onClose}>
      <DetailList
        items={[
          { label: field('complaintType'), value: String(valueAt(row, 'complaintType.name') ?? '-') },
          { label: field('createTime'), value: formatCell(row.createTime, 'date', t) },
          {
            label: field('description'),
            value: (
              <Typography
                component="span"
                variant="body2"
                sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}
              >
                {String(row.description ?? '')}
              </Typography>
            ),
          },
        ]}
      />
    </InfoDialog>
  );
}
