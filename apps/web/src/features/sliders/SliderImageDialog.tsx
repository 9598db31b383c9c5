import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { InfoDialog } from '../../components/InfoDialog.tsx';
import type { RowActionProps } from '../../crud/core/definition.ts';

/** The image viewer (spec 001 §2 Image handling): the item's image, or its video, at the dialog's width. */
export function SliderImageDialog({ row, name, onClose }: RowActionProps) {
  const { t } = useTranslation();
  const path = typeof row.imagePath === 'string' ? row.imagePath : '';
  return (
    <InfoDialog title={t('sliders.imageOf', { name })} maxWidth="md" onClose={onClose}>
      {row.mediaKind === 'video' ? (
        <Box component="video" src={path} controls sx={{ width: '100%' }} />
      ) : (
        <Box component="img" src={path} alt={name} sx={{ width: '100%', display: 'block' }} />
      )}
    </InfoDialog>
  );
}
