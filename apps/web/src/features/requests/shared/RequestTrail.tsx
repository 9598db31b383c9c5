import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../crud/core/format.ts';
import type { RequestTrailView } from './requestTypes.ts';
import { stepLabel } from './stepLabel.ts';

/** A request's trail, oldest first: a vertical line of moments, each with its time, step (named) and text. */
export function RequestTrail({ trail }: { trail: readonly RequestTrailView[] }) {
  const { t } = useTranslation();
  if (!trail.length) return <Typography variant="body2">{t('requests.noTrail')}</Typography>;
  return (
    <Box component="ol" aria-label={t('requests.trail')} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {trail.map((entry, index) => (
        <Box
          component="li"
          key={entry.id}
          sx={{ display: 'grid', gridTemplateColumns: '16px 1fr', columnGap: 1.5, minWidth: 0 }}
        >
          <Box aria-hidden sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center' }}>
            <Box sx={{ width: 10, height: 10, mt: 0.75, borderRadius: '50%', bgcolor: 'primary.main' }} />
            {index < trail.length - 1 && <Box sx={{ flexGrow: 1, width: 2, bgcolor: 'divider' }} />}
          </Box>
          <Box sx={{ pb: 1.5, minWidth: 0 }}>
            <Typography variant="caption" color="text.secondary" component="div">
              <time dateTime={entry.createTime}>{formatDateTime(entry.createTime)}</time>
              {entry.stepNumber
                ? ` · ${stepLabel(t, { number: entry.stepNumber, kindName: entry.stepKindName, name: entry.stepName })}`
                : ''}
            </Typography>
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
              {entry.text}
            </Typography>
          </Box>
        </Box>
      ))}
    </Box>
  );
}
