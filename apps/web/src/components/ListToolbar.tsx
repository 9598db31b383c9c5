import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { BackLink } from './BackLink.tsx';

export interface ListToolbarProps {
  /** A nested list's heading ('Ankara: İlçeler'); a top-level list is named by the subheader. */
  heading?: string;
  /** The screen (by id) the back arrow leads to, filled with the current route's parameters. */
  back?: string;
  createLabel: string;
  onCreate?: () => void;
  /** Search box, passive switch… */
  children?: ReactNode;
}

/** Above a list: back button, heading, filters and the create button. */
export function ListToolbar({ heading, back, createLabel, onCreate, children }: ListToolbarProps) {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
      {back && <BackLink screen={back} />}
      <Typography component={heading ? 'h2' : 'span'} variant="h6" sx={{ flexGrow: 1 }}>
        {heading}
      </Typography>
      {children}
      {onCreate && (
        <Button variant="contained" startIcon={<AddIcon />} onClick={onCreate}>
          {createLabel}
        </Button>
      )}
    </Stack>
  );
}
