import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { useOneAtATime } from './useOneAtATime.ts';

export interface SubmitFormProps {
  /** The submit; when it answers a promise (the check and the request), submits until it settles are dropped. */
  onSubmit(): void | Promise<unknown>;
  children: ReactNode;
}

/**
 * A form that hands its submit (Enter, the submit button) to `onSubmit` without reloading the page, once at a
 * time: a double click before the button is drawn disabled sends nothing twice (issue 48, 6).
 */
export function SubmitForm({ onSubmit, children }: SubmitFormProps) {
  const submit = useOneAtATime(onSubmit);
  return (
    <Box
      component="form"
      noValidate
      sx={{ width: '100%' }}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      {children}
    </Box>
  );
}
