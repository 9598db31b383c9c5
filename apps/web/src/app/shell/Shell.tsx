import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import Toolbar from '@mui/material/Toolbar';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { rememberLocation } from '../../state/lastLocation.ts';
import { SuspenseScreen } from './SuspenseScreen.tsx';
import { SideMenu } from './SideMenu.tsx';
import { Subheader } from './Subheader.tsx';
import { TopBar } from './TopBar.tsx';
import { usePanelMenu } from './usePanelMenu.ts';

const DRAWER_WIDTH = 260;

/** The signed-in frame: side menu, app bar, subheader and the current screen. */
export function Shell() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const location = useLocation();
  const here = location.pathname + location.search;
  const shownMenu = usePanelMenu();
  useEffect(() => rememberLocation(here), [here]);
  const menu = <SideMenu items={shownMenu} onNavigate={() => setOpen(false)} />;
  const paper = { '& .MuiDrawer-paper': { width: DRAWER_WIDTH, boxSizing: 'border-box' } } as const;
  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <TopBar drawerWidth={DRAWER_WIDTH} onMenuClick={() => setOpen(true)} />
      <Box sx={{ width: { md: DRAWER_WIDTH }, flexShrink: { md: 0 } }}>
        <Drawer
          variant="temporary"
          open={open}
          onClose={() => setOpen(false)}
          slotProps={{ paper: { 'aria-label': t('shell.navigation') } }}
          sx={{ display: { xs: 'block', md: 'none' }, ...paper }}
        >
          {menu}
        </Drawer>
        <Drawer variant="permanent" open sx={{ display: { xs: 'none', md: 'block' }, ...paper }}>
          {menu}
        </Drawer>
      </Box>
      <Box
        component="main"
        sx={{ flexGrow: 1, minWidth: 0, p: 3, bgcolor: 'background.default', color: 'text.primary' }}
      >
        <Toolbar />
        <Subheader menu={shownMenu} />
        <SuspenseScreen />
      </Box>
    </Box>
  );
}
