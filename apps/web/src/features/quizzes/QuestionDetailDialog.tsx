import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { DetailList } from '../../components/DetailList.tsx';
import { InfoDialog } from '../../components/InfoDialog.tsx';
import type { RowActionProps } from '../../crud/core/definition.ts';

/** A bank question, read-only (spec 002 §2): name and description. */
export function QuestionDetailDialog({ row, onClose }: RowActionProps) {
  const { t } = useTranslation();
  return (
    <InfoDialog title={t('quizzes.detail')} onClose={onClose}>
      <DetailList
        items={[
          { label: t('contract:fields.name'), value: String(row.name ?? '-') },
          {
            label: t('contract:fields.description'),
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
        ]}
      />
    </InfoDialog>
  );
}
