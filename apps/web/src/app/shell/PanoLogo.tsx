import { useTranslation } from 'react-i18next';

/** The default Pano mark and wordmark, drawn inline (no external asset), for tenants without a logo. */
export function PanoLogo({ width = 250 }: { width?: number }) {
  const { t } = useTranslation();
  return (
    <svg width={width} viewBox="0 0 250 72" role="img" aria-label={t('app.logoAlt')}>
      <rect x="4" y="4" width="64" height="64" rx="16" fill="#5443C4" />
      <path
        d="M24 56V16h16a12 12 0 0 1 0 24H24"
        fill="none"
        stroke="#fff"
        strokeWidth="7"
        strokeLinejoin="round"
      />
      <circle cx="52" cy="52" r="7" fill="#FD5739" />
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
