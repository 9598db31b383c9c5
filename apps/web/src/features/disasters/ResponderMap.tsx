import { lazy, Suspense } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { labelOf } from '../../crud/core/row.ts';
import type { MapMarker } from './DisasterMap.tsx';
import { useResponderPositions } from './useDisasterDetail.ts';
import { useMapTiles } from './useMapTiles.ts';

const DisasterMap = lazy(() =>
  import('./DisasterMap.tsx').then((module) => ({ default: module.DisasterMap })),
);

/** The responders' positions (with the needs-help filter) on the lazily loaded map. */
export function ResponderMap({ disasterId, needsHelp }: { disasterId: number; needsHelp: boolean }) {
  const { t } = useTranslation();
  const { rows, total } = useResponderPositions(disasterId, needsHelp);
  const tiles = useMapTiles();
  const markers: MapMarker[] = rows.flatMap(({ id, latitude, longitude, response, ...row }) =>
    typeof latitude !== 'number' || typeof longitude !== 'number'
      ? []
      : [
          {
            id,
            latitude,
            longitude,
            response: response === true,
            label: `${labelOf(row, ['user.name', 'user.surname'])}: ${t(response === true ? 'disasters.good' : 'disasters.notGood')}`,
          },
        ],
  );
  return (
    <Box sx={{ mt: 2 }}>
      <Typography role="status" variant="body2" sx={{ mb: 1 }}>
        {t('disasters.markers', { count: markers.length })}
        {total > rows.length ? ` ${t('disasters.markersCapped', { count: rows.length })}` : ''}
      </Typography>
      <Suspense fallback={<CircularProgress aria-label={t('common.loading')} />}>
        <DisasterMap markers={markers} label={t('disasters.map')} tiles={tiles} />
      </Suspense>
    </Box>
  );
}
