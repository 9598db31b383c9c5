import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ImageBox } from './ImageBox.tsx';
import { ImageFileInput } from './ImageFileInput.tsx';
import { LOGO_TYPES } from './logoFile.ts';
import type { ImageFile } from './readImageFile.ts';
import { useUploadLimits } from './useFileCheck.ts';

export interface LogoFieldProps {
  kind: 'logo' | 'transparentLogo';
  /** The stored logo's path, or null. */
  current: string | null;
  /** A chosen file not saved yet: its preview replaces the stored logo. */
  chosen: ImageFile | undefined;
  problem: string | undefined;
  disabled: boolean;
  onFile: (file: File) => void;
}

/** One logo: its heading, a 250 px preview (the chosen file, else the stored one) and its file chooser. */
export function LogoField({ kind, current, chosen, problem, disabled, onFile }: LogoFieldProps) {
  const { t } = useTranslation();
  const limits = useUploadLimits();
  return (
    <Stack spacing={2}>
      <Typography component="h3" variant="subtitle1">
        {t(`logo.${kind}`)}
      </Typography>
      <ImageBox src={chosen?.previewUrl ?? current} alt={t(`logo.${kind}`)} emptyText={t('logo.none')} />
      <ImageFileInput
        label={t(`logo.choose.${kind}`)}
        accept={LOGO_TYPES.join(',')}
        fileName={chosen?.fileName ?? null}
        error={problem ?? null}
        hint={limits ? t('logo.hint', { max: limits.image }) : t('logo.types')}
        disabled={disabled}
        onFile={onFile}
      />
    </Stack>
  );
}
