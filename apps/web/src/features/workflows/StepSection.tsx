import { useId, type ReactNode } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** A titled part of the step dialog ('Süre aşımı', 'Adım koşulu'): a group named by its title. */
export function StepSection({
  title,
  note,
  children,
}: {
  title: string;
  note?: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <Stack spacing={1.5} role="group" aria-labelledby={id}>
      <Typography id={id} variant="subtitle2">
        {title}
      </Typography>
      {note && (
        <Typography variant="caption" color="text.secondary">
          {note}
        </Typography>
      )}
      {children}
    </Stack>
  );
}
