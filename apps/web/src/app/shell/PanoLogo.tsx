import { useTranslation } from 'react-i18next';
import { PanoMark } from './PanoMark.tsx';

/** The default Pano mark and wordmark, drawn inline (no external asset), for tenants without a logo. */
export function PanoLogo({ width = 250 }: { width?: number }) {
  const { t } = useTranslation();
  return (
    <svg width={width} viewBox="0 0 250 72" role="img" aria-label={t('app.logoAlt')}>
      <g transform="translate(4 4)">
        <PanoMark />
      </g>
      <text
        x="84"
        y="52"
        fontFamily="system-ui, -apple-system, Segoe UI, Roboto, sans-serif"
        fontSize="44"
        fontWeight="700"
        fill="currentColor"
        aria-hidden="true"
      >
        {t('app.name')}
      </text>
    </svg>
  );
}
