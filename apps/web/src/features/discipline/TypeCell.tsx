import { useTranslation } from 'react-i18next';
import type { Row } from '../../crud/core/row.ts';

/** A discipline workflow's type in words by its number (`typeId`): 1 'Talep', 2 'Savunma sonucu'. */
export function TypeCell({ row }: { row: Row }) {
  const { t } = useTranslation();
  return <>{t(`discipline.type.${String(row.typeId)}`)}</>;
}
