import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import DarkModeIcon from '@mui/icons-material/DarkMode';
import LightModeIcon from '@mui/icons-material/LightMode';
import { useTranslation } from 'react-i18next';
import { setThemeMode, useThemeMode } from '../../state/preferences.ts';

/** Dark (default) / light, remembered in the browser. */
export function ThemeSwitch() {
  const { t } = useTranslation();
  const mode = useThemeMode();
  const label = t(mode === 'dark' ? 'theme.toLight' : 'theme.toDark');
  return (
    <Tooltip title={label} describeChild>
      <IconButton
        color="inherit"
        aria-label={label}
        onClick={() => setThemeMode(mode === 'dark' ? 'light' : 'dark')}
      >
        {mode === 'dark' ? <LightModeIcon /> : <DarkModeIcon />}
      </IconButton>
    </Tooltip>
  );
}
