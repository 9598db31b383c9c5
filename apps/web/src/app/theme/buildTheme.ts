import { createTheme, type Theme, type ThemeOptions } from '@mui/material/styles';
import { DEFAULT_COLORS } from '@pano/contract';
import type { Subscription } from '../../graphql/subscription.ts';
import type { ThemeMode } from '../../state/preferences.ts';
import { colorOr, ensureContrast } from './contrast.ts';

type TenantColors = Pick<
  Subscription,
  'primaryColorCode' | 'secondaryColorCode' | 'contentBackgroundColorCode' | 'contentTextColorCode'
>;

const DARK_BACKGROUND = { default: '#121212', paper: '#1d1d22' };
/** Select menus (and every other menu) are at most this tall (spec 000 §9). */
export const MENU_MAX_HEIGHT = 250;

/**
 * For a person who asked their system for less motion: no transitions (dialogs, menus and drawers appear and
 * go at once) and no ripples. The browser tests ask for it too (playwright.config.ts), so they wait for no
 * animation.
 */
const STILL: ThemeOptions = {
  transitions: {
    create: () => 'none',
    duration: {
      shortest: 0,
      shorter: 0,
      short: 0,
      standard: 0,
      complex: 0,
      enteringScreen: 0,
      leavingScreen: 0,
    },
    getAutoHeightDuration: () => 0,
  },
  components: { MuiButtonBase: { defaultProps: { disableRipple: true } } },
};

/**
 * The MUI theme from the tenant's colours. Light mode paints the content area with the tenant's content
 * background and text; dark mode keeps a dark background and uses the tenant's primary and secondary.
 */
export function buildTheme(mode: ThemeMode, colors: TenantColors | null, reducedMotion = false): Theme {
  const dark = mode === 'dark';
  const background = dark
    ? DARK_BACKGROUND
    : {
        default: colorOr(colors?.contentBackgroundColorCode, DEFAULT_COLORS.contentBackgroundColorCode),
        paper: '#ffffff',
      };
  const text = colorOr(colors?.contentTextColorCode, DEFAULT_COLORS.contentTextColorCode);
  const primary = colorOr(colors?.primaryColorCode, DEFAULT_COLORS.primaryColorCode);
  const secondary = colorOr(colors?.secondaryColorCode, DEFAULT_COLORS.secondaryColorCode);
  const readable = (color: string) =>
    ensureContrast(ensureContrast(color, background.paper), background.default);
  const theme: ThemeOptions = {
    palette: {
      mode,
      contrastThreshold: 4.5,
      background,
      primary: { main: readable(primary) },
      secondary: { main: readable(secondary) },
      ...(dark ? {} : { text: { primary: ensureContrast(text, background.default, 7) } }),
    },
    typography: {
      fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
      button: { textTransform: 'none', fontWeight: 600 },
    },
    components: {
      MuiMenu: { defaultProps: { slotProps: { paper: { sx: { maxHeight: MENU_MAX_HEIGHT } } } } },
      MuiDialog: { defaultProps: { maxWidth: 'xs', fullWidth: true } },
      MuiTextField: { defaultProps: { fullWidth: true, margin: 'dense' } },
      // tabs wider than the screen (a phone) scroll, with arrows, instead of hiding the last ones
      MuiTabs: {
        defaultProps: { variant: 'scrollable', scrollButtons: 'auto', allowScrollButtonsMobile: true },
      },
    },
  };
  return reducedMotion ? createTheme(theme, STILL) : createTheme(theme);
}
