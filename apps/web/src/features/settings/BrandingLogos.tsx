import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '../../components/BusyButton.tsx';
import { ImageBox } from '../../components/ImageBox.tsx';
import { ImageFileInput } from '../../components/ImageFileInput.tsx';
import { LOGO_MAX_MB, LOGO_TYPES } from '../../components/logoFile.ts';
import { BRANDING_LOGOS } from './brandingDocuments.ts';
import { useBrandingLogos } from './useBrandingLogos.ts';

/** The company's logo and transparent logo (250 px previews), each with its uploader; one Save. */
export function BrandingLogos() {
  const { t } = useTranslation();
  const page = useBrandingLogos();
  return (
    <Paper component="section" variant="outlined" sx={{ p: 2 }} aria-labelledby="logos-heading">
      <Typography id="logos-heading" component="h2" variant="h6" sx={{ mb: 2 }}>
        {t('branding.logos')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        {BRANDING_LOGOS.map((kind) => (
          <Stack key={kind} spacing={2}>
            <Typography component="h3" variant="subtitle1">
              {t(`people.${kind}`)}
            </Typography>
            <ImageBox
              src={page.files[kind]?.previewUrl ?? page.current[kind]}
              alt={t(`people.${kind}`)}
              emptyText={t('people.noLogo')}
            />
            <ImageFileInput
              label={t(`people.choose.${kind}`)}
              accept={LOGO_TYPES.join(',')}
              fileName={page.files[kind]?.fileName ?? null}
              error={page.problems[kind] ?? null}
              hint={t('people.logoHint', { max: LOGO_MAX_MB })}
              disabled={page.saving}
              onFile={(file) => void page.choose(kind, file)}
            />
          </Stack>
        ))}
      </Box>
      <Box sx={{ mt: 2 }}>
        <BusyButton busy={page.saving} disabled={!page.canSave} onClick={page.save}>
          {t('branding.saveLogos')}
        </BusyButton>
      </Box>
    </Paper>
  );
}
