import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

export interface ListToolbarProps {
  /** A nested list's heading ('Ankara: İlçeler'); a top-level list is named by the subheader. */
  heading?: string;
  backTo?: string;
  createLabel: string;
  onCreate?: () => void;
  /** Search box, passive switch… */
  children?: ReactNode;
}

/** Above a list: back button, heading, filters and the create button. */
export function ListToolbar({ heading, backTo, createLabel, onCreate, children }: ListToolbarProps) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
      {backTo && (
        <IconButton component={Link} to={backTo} aria-label={t('common.back')}>
          <ArrowBackIcon />
        </IconButton>
      )}
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
