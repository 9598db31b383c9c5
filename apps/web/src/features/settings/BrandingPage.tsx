import Stack from '@mui/material/Stack';
import { BrandingLogos } from './BrandingLogos.tsx';
import { ThemeColorForm } from './ThemeColorForm.tsx';

/** /ayarlar/logo (spec 000 §2): the company logos, and the theme colours with web and mobile previews. */
export function BrandingPage() {
  return (
    <Stack spacing={3}>
      <BrandingLogos />
      <ThemeColorForm />
    </Stack>
  );
}
