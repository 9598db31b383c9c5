import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '../../components/BusyButton.tsx';
import { LogoField } from '../../components/LogoField.tsx';
import { BRANDING_LOGOS } from './branding.ts';
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
          <LogoField
            key={kind}
            kind={kind}
            current={page.current[kind]}
            chosen={page.files[kind]}
            problem={page.problems[kind]}
            disabled={page.saving}
            onFile={(file) => void page.choose(kind, file)}
          />
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
