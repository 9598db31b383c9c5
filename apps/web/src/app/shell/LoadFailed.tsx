import { useTranslation } from 'react-i18next';

/**
 * What shows when a screen, or the app around it, cannot be loaded or drawn (its chunk did not arrive: the
 * network dropped, or a new release replaced the files): what happened and a button that loads the page
 * again. Plain markup styled by index.html, like the boot failure it mirrors, so it needs no further chunk.
 */
export function LoadFailed({ whole = false }: { whole?: boolean }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className={whole ? 'pano-cover pano-failed' : 'pano-failed'}>
      <p>{t(whole ? 'loadFailed.app' : 'loadFailed.screen')}</p>
      <button type="button" onClick={() => window.location.reload()}>
        {t('loadFailed.retry')}
      </button>
    </div>
  );
}
