import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useScreenArea, useScreenPath } from '../../components/screenPaths.ts';
import { fillRoute } from '../../crud/core/format.ts';
import type { Row } from '../../crud/core/row.ts';
import { useCan } from '../../state/permissions.tsx';
import { entityKey } from './auditWords.ts';
import { RECORD_SCREENS } from './recordScreens.ts';

/** The action in the reader's language (a composite operation's name when the dictionary has it). */
export function AuditActionCell({ row }: { row: Row }) {
  const { t } = useTranslation();
  const value = String(row.action ?? '');
  return <>{t(`history.actions.${value}`, { defaultValue: value })}</>;
}

/** Panel, portal or system. */
export function AuditChannelCell({ row }: { row: Row }) {
  const { t } = useTranslation();
  const value = String(row.channel ?? '');
  return <>{t(`history.channels.${value}`, { defaultValue: value })}</>;
}

/** The record's type by the entity dictionaries' name ('Kullanıcı' for User). */
export function AuditEntityCell({ row }: { row: Row }) {
  const { t } = useTranslation();
  const entity = String(row.entity ?? '');
  return <>{t(`entities.${entityKey(entity)}.one`, { defaultValue: entity })}</>;
}

/**
 * The record's number, a link to the record's own screen where it has one (RECORD_SCREENS) and the reader
 * may read that screen's area; a deleted record's screen says it is not found.
 */
export function AuditRecordCell({ row }: { row: Row }) {
  const screenPath = useScreenPath();
  const screenArea = useScreenArea();
  const can = useCan();
  const id = typeof row.entityId === 'number' ? row.entityId : null;
  const target = RECORD_SCREENS[String(row.entity ?? '')];
  if (id === null)
    return <>{row.entityId === null || row.entityId === undefined ? '' : String(row.entityId)}</>;
  if (!target || !can('read', screenArea(target.screen))) return <>{id}</>;
  return (
    <Link component={RouterLink} to={fillRoute(screenPath(target.screen), { [target.param]: String(id) })}>
      {id}
    </Link>
  );
}
