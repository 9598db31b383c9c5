import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LanguageSwitch } from '../shell/LanguageSwitch.tsx';
import { TenantLogo } from '../shell/TenantLogo.tsx';

/** The public pages' frame (sign-in, invitation): language switch, the tenant's logo, a title. */
export function SignInFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2, bgcolor: 'background.default' }}
    >
      <Box sx={{ position: 'absolute', top: 16, right: 16 }}>
        <LanguageSwitch />
      </Box>
      <Paper sx={{ p: 4, width: '100%', maxWidth: 400 }} elevation={3}>
        <Stack spacing={3} sx={{ alignItems: 'center' }}>
          <TenantLogo width={250} />
          <Typography component="h1" variant="h5">
            {title}
          </Typography>
          {children}
        </Stack>
      </Paper>
    </Box>
  );
}
