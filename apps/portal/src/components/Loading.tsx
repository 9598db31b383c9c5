import { useT } from '../i18n/i18n.ts';
import ui from '../styles/ui.module.css';

/** While a screen's chunk or its first answer loads. */
export function Loading() {
  const { t } = useT();
  return (
    <p role="status" className={ui.muted}>
      {t('state.loading')}
    </p>
  );
}
