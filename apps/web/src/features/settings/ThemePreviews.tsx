import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import type { ThemeColors } from './branding.ts';

const bar = (color: string, height: number) => ({ bgcolor: color, height, borderRadius: 0.5 });

/** The web panel in small: menu, a bar in the primary colour, the content area, a button in the secondary. */
export function WebPreview({ colors }: { colors: ThemeColors }) {
  const { t } = useTranslation();
  const contrast = useTheme().palette.getContrastText;
  return (
    <Box
      role="img"
      aria-label={t('branding.webPreview')}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden', width: 320 }}
    >
      <Box sx={{ ...bar(colors.primaryColorCode, 28), borderRadius: 0 }} data-testid="web-preview-bar" />
      <Stack direction="row" sx={{ height: 170 }}>
        <Stack spacing={1} sx={{ width: 80, p: 1, bgcolor: colors.colorCode }}>
          {[0, 1, 2, 3].map((i) => (
            <Box key={i} sx={{ ...bar(i === 0 ? colors.secondaryColorCode : '#ffffff55', 8) }} />
          ))}
        </Stack>
        <Box
          sx={{
            flexGrow: 1,
            p: 1.5,
            bgcolor: colors.contentBackgroundColorCode,
            color: colors.contentTextColorCode,
          }}
        >
          <Typography variant="subtitle2" sx={{ color: 'inherit' }}>
            {t('branding.sampleTitle')}
          </Typography>
          <Typography variant="caption" component="p" sx={{ color: 'inherit', mb: 1 }}>
            {t('branding.sampleText')}
          </Typography>
          <Box
            sx={{
              display: 'inline-block',
              px: 1.5,
              py: 0.5,
              borderRadius: 1,
              bgcolor: colors.secondaryColorCode,
              color: contrast(colors.secondaryColorCode),
              fontSize: 12,
            }}
          >
            {t('branding.sampleButton')}
          </Box>
        </Box>
      </Stack>
    </Box>
  );
}

/** The mobile app in a phone frame: status bar in the theme colour, app bar primary, content, bottom bar. */
export function MobilePreview({ colors }: { colors: ThemeColors }) {
  const { t } = useTranslation();
  const contrast = useTheme().palette.getContrastText;
  return (
    <Box
      role="img"
      aria-label={t('branding.mobilePreview')}
      sx={{
        width: 150,
        height: 290,
        border: 6,
        borderColor: '#222',
        borderRadius: 4,
        overflow: 'hidden',
        display: 'flex',
        flexDirection: 'column',
      }}
    >
      <Box sx={bar(colors.colorCode, 12)} />
      <Box
        sx={{
          ...bar(colors.primaryColorCode, 34),
          borderRadius: 0,
          color: contrast(colors.primaryColorCode),
          px: 1,
          display: 'flex',
          alignItems: 'center',
          fontSize: 11,
        }}
      >
        {t('branding.sampleTitle')}
      </Box>
      <Stack
        spacing={1}
        sx={{
          flexGrow: 1,
          p: 1,
          bgcolor: colors.contentBackgroundColorCode,
          color: colors.contentTextColorCode,
          fontSize: 10,
        }}
      >
        {[0, 1, 2].map((i) => (
          <Box
            key={i}
            sx={{ bgcolor: '#ffffff', borderRadius: 1, p: 0.75, color: colors.contentTextColorCode }}
          >
            {t('branding.sampleText')}
          </Box>
        ))}
      </Stack>
      <Stack
        direction="row"
        sx={{ height: 30, bgcolor: '#ffffff', justifyContent: 'space-around', alignItems: 'center' }}
      >
        {[0, 1, 2].map((i) => (
          <Box
            key={i}
            sx={{
              width: 14,
              height: 14,
              borderRadius: '50%',
              bgcolor: i === 0 ? colors.secondaryColorCode : '#ccc',
            }}
          />
        ))}
      </Stack>
    </Box>
  );
}
