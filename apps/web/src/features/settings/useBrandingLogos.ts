import { useSession } from '../../state/session.ts';
import { useLogoUploads } from '../../components/useLogoUploads.ts';
import { BRANDING_LOGOS, uploadLogo } from './branding.ts';
import { refreshSubscription } from './brandingSubscription.ts';

/**
 * The logo form without markup: the chosen files (read as base64), saving each chosen one on the upload
 * service, then the ChangeLogo toast and the session's subscription read again. Nothing chosen → Save stays
 * disabled (spec 000 §5: at least one file).
 */
export function useBrandingLogos() {
  const { subscription } = useSession();
  const tag = subscription?.tag ?? null;
  const logos = useLogoUploads({
    kinds: BRANDING_LOGOS,
    upload: (kind, file) =>
      uploadLogo(kind, {
        fileName: file.fileName,
        fileBase64String: file.base64,
        tag,
      }),
    successKey: 'branding.logoChanged',
    onSettled: async () => {
      if (tag) await refreshSubscription(tag);
    },
  });
  return {
    current: {
      logo: subscription?.company.logo ?? null,
      transparentLogo: subscription?.company.transparentLogo ?? null,
    },
    ...logos,
  };
}
