import { useTranslation } from 'react-i18next';
import type { Row } from '../../crud/core/row.ts';
import { entityKey } from './auditWords.ts';

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
