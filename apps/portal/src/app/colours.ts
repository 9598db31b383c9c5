/** WCAG relative luminance of a #rgb or #rrggbb colour. */
function luminance(hex: string): number {
  const digits =
    hex.length === 4 ? [...hex.slice(1)].map((d) => d + d) : [1, 3, 5].map((i) => hex.slice(i, i + 2));
  const [r = 0, g = 0, b = 0] = digits.map((d) => {
    const c = parseInt(d, 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two colours (1 to 21). */
export function contrast(a: string, b: string): number {
  const [light = 0, dark = 0] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

/** Black or white, whichever reads better on the colour. */
export const textOn = (background: string): '#000' | '#fff' =>
  contrast(background, '#000') >= contrast(background, '#fff') ? '#000' : '#fff';

/**
 * The text colour an administrator chose, when it reads on the background they chose (WCAG AA, 4.5:1);
 * otherwise black or white, whichever reads. Without a background of theirs, the theme's text (their colour
 * was chosen for their background, and the theme may be dark).
 */
export function readableText(background: string | null, chosen: string | null): string | undefined {
  if (!background) return undefined;
  return chosen && contrast(background, chosen) >= 4.5 ? chosen : textOn(background);
}
