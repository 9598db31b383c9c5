import { useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import WarningIcon from '@mui/icons-material/WarningAmber';
import { useTranslation } from 'react-i18next';
import { valueAt } from '../../crud/core/format.ts';
import { labelOf, type Row } from '../../crud/core/row.ts';
import { coordinate } from './mapConfig.ts';
import { useResponderFocus } from './responderFocus.ts';

const hasPosition = (row: Row) =>
  typeof valueAt(row, 'latitude') === 'number' && typeof valueAt(row, 'longitude') === 'number';

/**
 * The responder's full name; with a position, a button that opens the responder's marker on the map. The
 * row chosen on the map is marked (`chosen-responder`) and scrolled into view.
 */
export function ResponderCell({ row }: { row: Row }) {
  const { t } = useTranslation();
  const { chosen, choose } = useResponderFocus();
  const name = labelOf(row, ['user.name', 'user.surname']);
  const isChosen = chosen?.id === row.id;
  const ref = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (isChosen && chosen?.from === 'map') ref.current?.scrollIntoView?.({ block: 'nearest' });
  }, [isChosen, chosen]);
  if (!hasPosition(row)) return <>{name}</>;
  return (
    <Link
      ref={ref}
      component="button"
      type="button"
      className={isChosen ? 'chosen-responder' : undefined}
      aria-current={isChosen || undefined}
      aria-label={t('disasters.showOnMap', { name })}
      onClick={() => choose(row.id, 'table')}
      sx={{ textAlign: 'start', verticalAlign: 'baseline' }}
    >
      {name}
    </Link>
  );
}

/** 'İyiyim', or 'İyi değilim' in bold with a red warning sign (its row is highlighted by the table). */
export function ResponseCell({ row }: { row: Row }) {
  const { t } = useTranslation();
  if (row.response === true) return <>{t('disasters.good')}</>;
  return (
    <Box
      component="span"
      className="needs-help-response"
      sx={{ fontWeight: 600, display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
    >
      <WarningIcon fontSize="small" color="error" aria-hidden />
      {t('disasters.notGood')}
    </Box>
  );
}

/** Where the responder was, with 7 decimals; '-' when the phone did not tell. */
export function PositionCell({ row }: { row: Row }) {
  const latitude = valueAt(row, 'latitude');
  const longitude = valueAt(row, 'longitude');
  if (typeof latitude !== 'number' || typeof longitude !== 'number') return <>-</>;
  return <>{`${coordinate(latitude)}, ${coordinate(longitude)}`}</>;
}
