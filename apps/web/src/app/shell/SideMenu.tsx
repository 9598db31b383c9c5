import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isGroup, isRoute, type MenuEntry, type ShownItem } from './menuModel.ts';
import { TenantLogo } from './TenantLogo.tsx';

function Entry({ entry, onNavigate, nested }: { entry: MenuEntry; onNavigate(): void; nested: boolean }) {
  const { t } = useTranslation();
  const text = <ListItemText primary={t(entry.titleKey)} />;
  const sx = { pl: nested ? 4 : 2 };
  return (
    <ListItem disablePadding>
      {isRoute(entry) ? (
        <ListItemButton component={NavLink} to={entry.path} onClick={onNavigate} sx={sx}>
          {text}
        </ListItemButton>
      ) : (
        <ListItemButton component="a" href={entry.href} target="_blank" rel="noopener noreferrer" sx={sx}>
          {text}
        </ListItemButton>
      )}
    </ListItem>
  );
}

/** The drawer's content: the tenant's logo (else Pano's; the top bar names the company) and the menu. */
export function SideMenu({ items, onNavigate }: { items: readonly ShownItem[]; onNavigate(): void }) {
  const { t } = useTranslation();
  return (
    <Box component="nav" aria-label={t('shell.navigation')}>
      <Box sx={{ p: 2, minHeight: 64, display: 'flex', alignItems: 'center' }}>
        <TenantLogo width={180} />
      </Box>
      <List dense sx={{ '& .active': { bgcolor: 'action.selected', fontWeight: 600 } }}>
        {items.map((item) =>
          isGroup(item) ? (
            <li key={item.titleKey}>
              <List dense disablePadding>
                <ListSubheader sx={{ bgcolor: 'transparent' }}>{t(item.titleKey)}</ListSubheader>
                {item.entries.map((entry) => (
                  <Entry key={entry.titleKey} entry={entry} onNavigate={onNavigate} nested />
                ))}
              </List>
            </li>
          ) : (
            <Entry key={item.titleKey} entry={item} onNavigate={onNavigate} nested={false} />
          ),
        )}
      </List>
    </Box>
  );
}
