import type { ComponentType } from 'react';
import Stack from '@mui/material/Stack';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import AdminIcon from '@mui/icons-material/AdminPanelSettings';
import BadgeIcon from '@mui/icons-material/Badge';
import EditNoteIcon from '@mui/icons-material/EditNote';
import PersonOutlineIcon from '@mui/icons-material/PersonOutlined';
import type { RoleIconName } from './roleIcon.ts';
import { roleIconName } from './roleIcon.ts';
import type { Row } from '../../crud/core/row.ts';
import { valueAt } from '../../crud/core/format.ts';

const ICONS: Record<RoleIconName, ComponentType<SvgIconProps>> = {
  Admin: AdminIcon,
  Personel: BadgeIcon,
  Editor: EditNoteIcon,
  neutral: PersonOutlineIcon,
};

/** A user's role with its icon (Admin, Personel, Editor; a neutral one for other roles). */
export function RoleCell({ row }: { row: Row }) {
  const name = valueAt(row, 'role.name');
  const text = typeof name === 'string' ? name : '';
  const Icon = ICONS[roleIconName(text)];
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Icon fontSize="small" color="action" data-testid={`role-icon-${roleIconName(text)}`} aria-hidden />
      <span>{text}</span>
    </Stack>
  );
}
