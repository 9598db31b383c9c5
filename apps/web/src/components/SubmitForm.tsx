import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

/** A form that hands its submit (Enter, the submit button) to `onSubmit` without reloading the page. */
export function SubmitForm({ onSubmit, children }: { onSubmit(): void; children: ReactNode }) {
  return (
    <Box
      component="form"
      noValidate
      sx={{ width: '100%' }}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {children}
    </Box>
  );
}
