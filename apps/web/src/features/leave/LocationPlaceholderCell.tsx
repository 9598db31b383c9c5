import { useTranslation } from 'react-i18next';

/** The requests' location column: a fixed placeholder (spec 002 §2), until requests carry a location. */
export function LocationPlaceholderCell() {
  const { t } = useTranslation();
  return <>{t('leave.locationPlaceholder')}</>;
}
