import { useMemo, type ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { useThemeMode } from '../../state/preferences.ts';
import { useSession } from '../../state/session.ts';
import { buildTheme } from './buildTheme.ts';
import { useReducedMotion } from './useReducedMotion.ts';

/** Applies the remembered theme mode with the signed-in tenant's colours (still, when asked for less motion). */
export function ThemeRoot({ children }: { children: ReactNode }) {
  const mode = useThemeMode();
  const { subscription } = useSession();
  const reducedMotion = useReducedMotion();
  const theme = useMemo(
    () => buildTheme(mode, subscription, reducedMotion),
    [mode, subscription, reducedMotion],
  );
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline enableColorScheme />
      {children}
    </ThemeProvider>
  );
}
