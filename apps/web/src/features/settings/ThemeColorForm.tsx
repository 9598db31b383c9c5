import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '../../components/BusyButton.tsx';
import { THEME_FIELDS } from './branding.ts';
import { ThemeColorField } from './ThemeColorField.tsx';
import { MobilePreview, WebPreview } from './ThemePreviews.tsx';
import { useThemeColors } from './useThemeColors.ts';

/** The theme colours with live previews of the web panel and the mobile app (spec 000 §2 /ayarlar/logo). */
export function ThemeColorForm() {
  const { t } = useTranslation();
  const theme = useThemeColors();
  return (
    <Paper component="section" variant="outlined" sx={{ p: 2 }} aria-labelledby="theme-heading">
      <Typography id="theme-heading" component="h2" variant="h6" sx={{ mb: 2 }}>
        {t('branding.theme')}
      </Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
        <Stack spacing={1} sx={{ minWidth: 260 }}>
          {THEME_FIELDS.map((name) => (
            <ThemeColorField
              key={name}
              name={name}
              label={t(`contract:fields.${name}`)}
              required={name === 'colorCode'}
              form={theme.form}
            />
          ))}
          <BusyButton busy={theme.saving} onClick={theme.submit} sx={{ alignSelf: 'flex-start' }}>
            {t('common.save')}
          </BusyButton>
        </Stack>
        <Stack spacing={1}>
          <Typography variant="subtitle2">{t('branding.webPreview')}</Typography>
          <WebPreview colors={theme.preview} />
        </Stack>
        <Stack spacing={1}>
          <Typography variant="subtitle2">{t('branding.mobilePreview')}</Typography>
          <MobilePreview colors={theme.preview} />
        </Stack>
      </Stack>
    </Paper>
  );
}
