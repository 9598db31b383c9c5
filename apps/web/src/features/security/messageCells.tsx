import { useTranslation } from 'react-i18next';
import type { Row } from '../../crud/core/row.ts';

/** 'E-posta' or 'SMS'. */
export function MessageChannelCell({ row }: { row: Row }) {
  const { t } = useTranslation();
  return <>{t(`messages.channels.${String(row.channel)}`)}</>;
}

/** What the message is: an invitation or a password reset. */
export function MessageTemplateCell({ row }: { row: Row }) {
  const { t } = useTranslation();
  return <>{t(`messages.templates.${String(row.template)}`)}</>;
}
