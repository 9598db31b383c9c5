import IconButton from '@mui/material/IconButton';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { fillRoute } from '../crud/core/format.ts';
import { useScreenPath } from './screenPaths.ts';

/**
 * The route of `screen` with its parameters taken from the current route's (a submission's back link goes
 * to `/form/formlar/3/kullanicilar`, never to the template): a parameter the current route does not have is
 * an error, not a link to the 404 page.
 */
export function useBackPath(screen: string): string {
  const template = useScreenPath()(screen);
  const params = useParams();
  const missing = [...template.matchAll(/:(\w+)/g)]
    .map((match) => match[1] ?? '')
    .find((name) => !params[name]);
  if (missing) throw new Error(`the back link to '${screen}' needs ':${missing}', which this route has not`);
  return fillRoute(template, params);
}

/** The arrow back to the screen a detail page belongs to (its list, or the parent's nested list). */
export function BackLink({ screen }: { screen: string }) {
  const { t } = useTranslation();
  return (
    <IconButton component={Link} to={useBackPath(screen)} aria-label={t('common.back')}>
      <ArrowBackIcon />
    </IconButton>
  );
}
