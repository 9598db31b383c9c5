import { DEFAULT_COLORS } from '@pano/contract';
import { storeSubscription } from '../../state/session.ts';
import { getSubscription } from '../../graphql/signIn.ts';
import type { Subscription } from '../../graphql/subscription.ts';
import type { ThemeColors } from './branding.ts';

/**
 * Reads the tenant's subscription again (GetSubscription, spec 000 §7) and keeps it in the session, so the
 * theme and the logo follow a change at once; the next sign-in reads the same values.
 */
export async function refreshSubscription(tag: string): Promise<void> {
  const envelope = await getSubscription(tag);
  if (envelope.isSuccess && envelope.data) storeSubscription(envelope.data);
}

/** The theme form's starting values: the tenant's colours, the spec's defaults where none is set. */
export function colorsOf(subscription: Subscription | null): ThemeColors {
  return {
    colorCode: subscription?.themeColorCode ?? DEFAULT_COLORS.themeColorCode,
    primaryColorCode: subscription?.primaryColorCode ?? DEFAULT_COLORS.primaryColorCode,
    secondaryColorCode: subscription?.secondaryColorCode ?? DEFAULT_COLORS.secondaryColorCode,
    contentBackgroundColorCode:
      subscription?.contentBackgroundColorCode ?? DEFAULT_COLORS.contentBackgroundColorCode,
    contentTextColorCode: subscription?.contentTextColorCode ?? DEFAULT_COLORS.contentTextColorCode,
  };
}

/** '#abc' → '#aabbcc' (the colour picker takes six digits); anything else as it is. */
export function sixDigits(color: string): string {
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/i.exec(color);
  return short ? `#${short[1]}${short[1]}${short[2]}${short[2]}${short[3]}${short[3]}` : color;
}
