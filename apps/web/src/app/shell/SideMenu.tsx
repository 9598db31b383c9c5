import { useState } from 'react';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SearchBox } from '../../components/SearchBox.tsx';
import { MENU_ICONS } from './menuIcons.ts';
import { isGroup, isRoute, type MenuEntry, type ShownGroup, type ShownItem } from './menuModel.ts';
import { TenantLogo } from './TenantLogo.tsx';
import { useMenuFilter } from './useMenuFilter.ts';
import { useMenuGroups } from './useMenuGroups.ts';

/** A square logo is drawn at most this high in the side menu (issue 48, 15). */
const SIDE_LOGO_MAX_HEIGHT = 64;

function MenuIcon({ id }: { id: string }) {
  const Icon = MENU_ICONS[id];
  return <ListItemIcon sx={{ minWidth: 36 }}>{Icon && <Icon fontSize="small" />}</ListItemIcon>;
}

function Entry({ entry, onNavigate, nested }: { entry: MenuEntry; onNavigate(): void; nested: boolean }) {
  const { t } = useTranslation();
  const content = (
    <>
      <MenuIcon id={entry.id} />
      <ListItemText primary={t(entry.titleKey)} />
    </>
  );
  const sx = { pl: nested ? 4 : 2 };
  return (
    <ListItem disablePadding>
      {isRoute(entry) ? (
        <ListItemButton component={NavLink} to={entry.path} onClick={onNavigate} sx={sx}>
          {content}
        </ListItemButton>
      ) : (
        <ListItemButton component="a" href={entry.href} target="_blank" rel="noopener noreferrer" sx={sx}>
          {content}
        </ListItemButton>
      )}
    </ListItem>
  );
}

function Group({
  group,
  open,
  onToggle,
  onNavigate,
}: {
  group: ShownGroup;
  open: boolean;
  onToggle(): void;
  onNavigate(): void;
}) {
  const { t } = useTranslation();
  const id = `menu-group-${group.id}`;
  return (
    <li>
      <ListItemButton onClick={onToggle} aria-expanded={open} aria-controls={id}>
        <MenuIcon id={group.id} />
        <ListItemText primary={t(group.titleKey)} />
        {open ? <ExpandLessIcon fontSize="small" /> : <ExpandMoreIcon fontSize="small" />}
      </ListItemButton>
      <Collapse in={open} timeout="auto" unmountOnExit>
        <List id={id} dense disablePadding aria-label={t(group.titleKey)}>
          {group.entries.map((entry) => (
            <Entry key={entry.titleKey} entry={entry} onNavigate={onNavigate} nested />
          ))}
        </List>
      </Collapse>
    </li>
  );
}

/**
 * The drawer's content: the tenant's logo (else Pano's; the top bar names the company), a filter box and the
 * menu, grouped as the spec's sections, an icon for every entry; the groups' open state is kept (issue 26
 * §2.7). While a filter is typed, every group with a match is open; choosing an entry clears it.
 */
export function SideMenu({ items, onNavigate }: { items: readonly ShownItem[]; onNavigate(): void }) {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const shown = useMenuFilter(items, query);
  const groups = useMenuGroups(items);
  const filtering = query.trim() !== '';
  // an entry chosen, the whole menu comes back
  const navigate = () => {
    setQuery('');
    onNavigate();
  };
  return (
    <Box component="nav" aria-label={t('shell.navigation')}>
      <Box sx={{ p: 2, minHeight: 64, display: 'flex', alignItems: 'center' }}>
        <TenantLogo width={180} maxHeight={SIDE_LOGO_MAX_HEIGHT} />
      </Box>
      <Box sx={{ px: 2, '& .MuiFormControl-root': { width: '100%' } }}>
        <SearchBox label={t('shell.menuFilter')} value={query} onChange={setQuery} />
      </Box>
      <List dense sx={{ '& .active': { bgcolor: 'action.selected', fontWeight: 600 } }}>
        {shown.map((item) =>
          isGroup(item) ? (
            <Group
              key={item.titleKey}
              group={item}
              open={filtering || groups.isOpen(item.id)}
              onToggle={() => groups.toggle(item.id)}
              onNavigate={navigate}
            />
          ) : (
            <Entry key={item.titleKey} entry={item} onNavigate={navigate} nested={false} />
          ),
        )}
      </List>
      {shown.length === 0 && (
        <Typography role="status" variant="body2" color="text.secondary" sx={{ px: 2 }}>
          {t('shell.menuNoMatch')}
        </Typography>
      )}
    </Box>
  );
}
