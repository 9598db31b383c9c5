import Typography from '@mui/material/Typography';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { menuEntryFor, type ShownItem } from './menuModel.ts';

/** The page title: the menu entry the current path belongs to (longest prefix). */
export function Subheader({ menu }: { menu: readonly ShownItem[] }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const entry = menuEntryFor(menu, pathname);
  return (
    <Typography component="h1" variant="h5" sx={{ mb: 2 }}>
      {entry ? t(entry.titleKey) : t('app.name')}
    </Typography>
  );
}
