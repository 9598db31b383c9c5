import { useMemo, type ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { useThemeMode } from '../../state/preferences.ts';
import { useSession } from '../../state/session.ts';
import { buildTheme } from './buildTheme.ts';

/** Applies the remembered theme mode with the signed-in tenant's colours. */
export function ThemeRoot({ children }: { children: ReactNode }) {
  const mode = useThemeMode();
  const { subscription } = useSession();
  const theme = useMemo(() => buildTheme(mode, subscription), [mode, subscription]);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline enableColorScheme />
      {children}
    </ThemeProvider>
  );
}
