import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import type { Row } from '../crud/core/row.ts';
import { categoryIcon, iconLabel } from './categoryIcons.ts';

/** A row's category icon (`row.icon`), drawn, with its name in the user's language beside it. */
export function CategoryIconCell({ row }: { row: Row }) {
  const { t } = useTranslation();
  const Icon = categoryIcon(row.icon);
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      {Icon && <Icon fontSize="small" aria-hidden />}
      <span>{typeof row.icon === 'string' ? iconLabel(t, row.icon) : ''}</span>
    </Stack>
  );
}
