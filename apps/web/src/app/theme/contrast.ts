import { darken, getContrastRatio, lighten } from '@mui/material/styles';

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** A tenant colour when it is a hex code, otherwise the fallback (a bad value must not break the theme). */
export function colorOr(value: string | null | undefined, fallback: string): string {
  return value && HEX.test(value.trim()) ? value.trim() : fallback;
}

/**
 * The tenant's colour moved towards light (on a dark background) or dark (on a light one) until text in
 * that colour reaches the WCAG AA ratio: the tenant keeps its hue and the panel stays readable.
 */
export function ensureContrast(color: string, background: string, minimum = 4.5): string {
  const towardsLight = getContrastRatio(background, '#000') < getContrastRatio(background, '#fff');
  let adjusted = color;
  for (let step = 1; step <= 10 && getContrastRatio(adjusted, background) < minimum; step += 1) {
    adjusted = towardsLight ? lighten(color, step / 10) : darken(color, step / 10);
  }
  return adjusted;
}
