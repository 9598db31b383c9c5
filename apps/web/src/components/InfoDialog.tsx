import { useId, type ReactNode } from 'react';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import type { IconComponent } from '../crud/core/definition.ts';

/** Read by screen readers, not shown. */
const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
  m: -0.125,
  p: 0,
} as const;

export interface InfoDialogProps {
  title: string;
  /** Shown beside the title, with `badge` as its count (a user's notifications). */
  icon?: IconComponent;
  badge?: number;
  maxWidth?: 'xs' | 'sm' | 'md';
  onClose(): void;
  children: ReactNode;
}

/** A read-only dialog (details, a nested list) with a close button; Escape closes it. */
export function InfoDialog({
  title,
  icon: Icon,
  badge,
  maxWidth = 'sm',
  onClose,
  children,
}: InfoDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Dialog open fullWidth maxWidth={maxWidth} onClose={onClose} aria-labelledby={titleId}>
      <Stack direction="row" sx={{ alignItems: 'center', pr: 3 }}>
        <DialogTitle id={titleId} sx={{ flexGrow: 1 }}>
          {title}
        </DialogTitle>
        {Icon && badge !== undefined && (
          <>
            <Badge badgeContent={badge} max={9999} showZero color="primary">
              <Icon />
            </Badge>
            <Box component="span" role="status" sx={visuallyHidden}>
              {t('crud.total', { count: badge })}
            </Box>
          </>
        )}
      </Stack>
      <DialogContent>{children}</DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
