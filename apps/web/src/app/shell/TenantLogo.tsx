import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import type { Subscription } from '../../graphql/subscription.ts';
import { useSession } from '../../state/session.ts';
import { PanoLogo } from './PanoLogo.tsx';

/** Where the tenant's logo file is served: an absolute address as is, a file name under its container. */
export function logoUrl(subscription: Subscription | null): string | null {
  const logo = subscription?.company.logo;
  if (!logo) return null;
  if (/^(https?:|data:|\/)/.test(logo)) return logo;
  return `${subscription.company.fileContainerPath ?? ''}${logo}`;
}

/**
 * The tenant's logo; without one, the Pano wordmark (the company's name is in the top bar, shown once). With
 * `maxHeight` a tall or square logo is drawn at most that high, its shape kept (the side menu: 64 px).
 */
export function TenantLogo({ width, maxHeight }: { width: number; maxHeight?: number }) {
  const { t } = useTranslation();
  const { subscription } = useSession();
  const url = logoUrl(subscription);
  const company = subscription?.company.name;
  if (url) {
    return (
      <Box
        component="img"
        src={url}
        alt={company ?? t('app.logoAlt')}
        sx={{ width, maxWidth: '100%', ...(maxHeight ? { maxHeight, objectFit: 'contain' } : {}) }}
      />
    );
  }
  return <PanoLogo width={width} />;
}
