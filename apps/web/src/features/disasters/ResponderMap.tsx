import { lazy, Suspense } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatTimestamp } from '../../crud/core/format.ts';
import { labelOf } from '../../crud/core/row.ts';
import type { MapMarker } from './mapConfig.ts';
import { useResponderPositions } from './useDisasterDetail.ts';
import { useMapTiles } from './useMapTiles.ts';
import { useResponderFocus } from './responderFocus.ts';
import { Loading } from '../../components/Loading.tsx';

const DisasterMap = lazy(() =>
  import('./DisasterMap.tsx').then((module) => ({ default: module.DisasterMap })),
);

/** The responders' positions (with the needs-help filter) on the lazily loaded map. */
export function ResponderMap({ disasterId, needsHelp }: { disasterId: number; needsHelp: boolean }) {
  const { t } = useTranslation();
  const { rows, total } = useResponderPositions(disasterId, needsHelp);
  const tiles = useMapTiles();
  const { chosen, choose } = useResponderFocus();
  const markers: MapMarker[] = rows.flatMap(({ id, latitude, longitude, response, ...row }) =>
    typeof latitude !== 'number' || typeof longitude !== 'number'
      ? []
      : [
          {
            id,
            latitude,
            longitude,
            response: response === true,
            name: labelOf(row, ['user.name', 'user.surname']),
            answer: t(response === true ? 'disasters.good' : 'disasters.notGood'),
            time: formatTimestamp(row.createTime),
          },
        ],
  );
  return (
    <Box sx={{ mt: 2 }}>
      <Typography role="status" variant="body2" sx={{ mb: 1 }}>
        {t('disasters.markers', { count: markers.length })}
        {total > rows.length ? ` ${t('disasters.markersCapped', { count: rows.length })}` : ''}
      </Typography>
      <Suspense fallback={<Loading />}>
        <DisasterMap
          markers={markers}
          label={t('disasters.map')}
          tiles={tiles}
          openId={chosen?.from === 'table' ? chosen.id : null}
          onChoose={(id) => choose(id, 'map')}
        />
      </Suspense>
    </Box>
  );
}
