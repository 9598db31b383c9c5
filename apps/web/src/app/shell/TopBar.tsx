import AppBar from '@mui/material/AppBar';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import LogoutIcon from '@mui/icons-material/Logout';
import MenuIcon from '@mui/icons-material/Menu';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LOGOUT_PATH } from '../paths.ts';
import { useSession } from '../../state/session.ts';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import { ThemeSwitch } from './ThemeSwitch.tsx';
import { useCurrentUser } from './useCurrentUser.ts';

export interface TopBarProps {
  drawerWidth: number;
  onMenuClick(): void;
}

/** App bar: menu button (small screens), company, user, language and theme switches, sign-out. */
export function TopBar({ drawerWidth, onMenuClick }: TopBarProps) {
  const { t } = useTranslation();
  const { subscription } = useSession();
  const user = useCurrentUser();
  return (
    <AppBar
      position="fixed"
      sx={{ width: { md: `calc(100% - ${drawerWidth}px)` }, ml: { md: `${drawerWidth}px` } }}
    >
      <Toolbar sx={{ gap: 1 }}>
        <IconButton
          color="inherit"
          edge="start"
          onClick={onMenuClick}
          aria-label={t('shell.openMenu')}
          sx={{ display: { md: 'none' } }}
        >
          <MenuIcon />
        </IconButton>
        <Typography variant="h6" component="p" noWrap sx={{ flexGrow: 1 }}>
          {subscription?.company.name ?? t('app.name')}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          {user && (
            <Typography variant="body2" noWrap sx={{ display: { xs: 'none', sm: 'block' } }}>
              {`${user.name} ${user.surname}`}
            </Typography>
          )}
          <LanguageSwitch />
          <ThemeSwitch />
          <Tooltip title={t('shell.signOut')} describeChild>
            <IconButton color="inherit" component={Link} to={LOGOUT_PATH} aria-label={t('shell.signOut')}>
              <LogoutIcon />
            </IconButton>
          </Tooltip>
        </Stack>
      </Toolbar>
    </AppBar>
  );
}
