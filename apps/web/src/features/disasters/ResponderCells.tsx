import { useTranslation } from 'react-i18next';
import { valueAt } from '../../crud/core/format.ts';
import { labelOf, type Row } from '../../crud/core/row.ts';
import { coordinate } from './mapConfig.ts';

/** The responder's full name. */
export function ResponderCell({ row }: { row: Row }) {
  return <>{labelOf(row, ['user.name', 'user.surname'])}</>;
}

/** 'İyiyim' or 'İyi değilim'. */
export function ResponseCell({ row }: { row: Row }) {
  const { t } = useTranslation();
  return <>{t(row.response === true ? 'disasters.good' : 'disasters.notGood')}</>;
}

/** Where the responder was, with 7 decimals; '-' when the phone did not tell. */
export function PositionCell({ row }: { row: Row }) {
  const latitude = valueAt(row, 'latitude');
  const longitude = valueAt(row, 'longitude');
  if (typeof latitude !== 'number' || typeof longitude !== 'number') return <>-</>;
  return <>{`${coordinate(latitude)}, ${coordinate(longitude)}`}</>;
}
