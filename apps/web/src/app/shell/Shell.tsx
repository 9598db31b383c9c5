import { useEffect, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import Toolbar from '@mui/material/Toolbar';
import { Navigate, useLocation } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { rememberLocation } from '../../state/lastLocation.ts';
import { NOT_FOUND_PATH } from '../paths.ts';
import { ROOT_TARGET } from '../screens.ts';
import { firstScreen } from './menuModel.ts';
import { ContentProgress } from './ContentProgress.tsx';
import { SuspenseScreen } from './SuspenseScreen.tsx';
import { SideMenu } from './SideMenu.tsx';
import { Subheader } from './Subheader.tsx';
import { TopBar } from './TopBar.tsx';
import { usePanelMenu } from './usePanelMenu.ts';
import { useCurrentUser } from './useCurrentUser.ts';
import { PermissionsProvider, useCan, usePermissionsPending } from '../../state/permissions.tsx';
import { usePrefetchScreens } from './usePrefetchScreens.ts';
import { usePermissionsMemory } from './usePermissionsMemory.ts';
import { useFreshSubscription } from './useFreshSubscription.ts';

const DRAWER_WIDTH = 260;

/**
 * The signed-in frame: side menu, app bar, subheader and the current screen (the route's, or `children`:
 * the 404 page keeps the frame for a signed-in user). What it shows follows the user's permissions
 * (docs/permissions.md), read with `currentUser`.
 */
export function Shell({ children }: { children?: ReactNode }) {
  const user = useCurrentUser();
  const permissions = usePermissionsMemory(user?.permissions);
  useFreshSubscription();
  // a role's permissions changed by an administrator show from the user's next page
  const client = useQueryClient();
  const { pathname } = useLocation();
  useEffect(() => {
    void client.invalidateQueries({ queryKey: ['currentUser'] });
  }, [client, pathname]);
  return (
    <PermissionsProvider permissions={permissions} pending={permissions === undefined}>
      <ShellFrame>{children}</ShellFrame>
    </PermissionsProvider>
  );
}

function ShellFrame({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  // one drawer: a phone does not build the permanent menu it would hide (nor a desktop the closed one)
  const narrow = useMediaQuery(useTheme().breakpoints.down('md'), { noSsr: true });
  const location = useLocation();
  const here = location.pathname + location.search;
  const shownMenu = usePanelMenu();
  usePrefetchScreens(shownMenu);
  // the 404 page is not a place to come back to
  useEffect(() => {
    if (location.pathname !== NOT_FOUND_PATH) rememberLocation(here);
  }, [here, location.pathname]);
  const menu = <SideMenu items={shownMenu} onNavigate={() => setOpen(false)} />;
  const paper = { '& .MuiDrawer-paper': { width: DRAWER_WIDTH, boxSizing: 'border-box' } } as const;
  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <TopBar drawerWidth={DRAWER_WIDTH} onMenuClick={() => setOpen(true)} />
      <Box sx={{ width: { md: DRAWER_WIDTH }, flexShrink: { md: 0 } }}>
        {narrow ? (
          <Drawer
            variant="temporary"
            open={open}
            onClose={() => setOpen(false)}
            slotProps={{ paper: { 'aria-label': t('shell.navigation') } }}
            sx={paper}
          >
            {menu}
          </Drawer>
        ) : (
          <Drawer variant="permanent" open sx={paper}>
            {menu}
          </Drawer>
        )}
      </Box>
      <Box
        component="main"
        sx={{ flexGrow: 1, minWidth: 0, p: 3, bgcolor: 'background.default', color: 'text.primary' }}
      >
        <Toolbar />
        <Subheader menu={shownMenu} />
        {children ?? <SuspenseScreen fallback={<ContentProgress />} />}
      </Box>
    </Box>
  );
}

/**
 * Where `/` goes (spec 000 §2): the announcements list for a user who reads it, else the first screen of
 * their menu, once their permissions are known.
 */
export function RootRedirect() {
  const can = useCan();
  const menu = usePanelMenu();
  if (usePermissionsPending()) return null;
  const target = can('read', 'announcements') ? ROOT_TARGET : (firstScreen(menu) ?? NOT_FOUND_PATH);
  return <Navigate to={target} replace />;
}
