import { useEffect } from 'react';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { useSplashVisible } from '../../state/loadingTasks.ts';
import { PanoMark } from './PanoMark.tsx';

/**
 * Full-screen splash while loading tasks run, hidden 1 s after the last one ends (spec 000 §2). It is the
 * one index.html paints before any script runs (its inline CSS, `.pano-splash`): this takes over from it on
 * the first render, in the theme's background and the interface language.
 */
export function Splash() {
  const { t } = useTranslation();
  const theme = useTheme();
  const visible = useSplashVisible();
  useEffect(() => document.getElementById('boot-splash')?.remove(), []);
  return (
    <div
      className="pano-splash"
      role="progressbar"
      aria-label={t('common.loading')}
      hidden={!visible}
      style={{ background: theme.palette.background.default }}
    >
      <div className="pano-brand" aria-hidden="true" style={{ color: theme.palette.text.primary }}>
        <svg viewBox="0 0 64 64">
          <PanoMark />
        </svg>
        <span>{t('app.name')}</span>
      </div>
      <div className="pano-spinner" style={{ borderTopColor: theme.palette.primary.main }} />
    </div>
  );
}
