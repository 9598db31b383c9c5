import Box from '@mui/material/Box';
import MovieIcon from '@mui/icons-material/MovieOutlined';
import { useTranslation } from 'react-i18next';
import type { Row } from '../../crud/core/row.ts';

/** A slider item's image as a small 2:1 thumbnail (a video: an icon). */
export function SliderImageCell({ row }: { row: Row }) {
  const { t } = useTranslation();
  const path = typeof row.imagePath === 'string' ? row.imagePath : '';
  if (row.mediaKind === 'video')
    return <MovieIcon titleAccess={t('sliders.video')} sx={{ fontSize: 32, color: 'text.secondary' }} />;
  return (
    <Box
      component="img"
      src={path}
      alt={t('sliders.imageOf', { name: String(row.name ?? '') })}
      loading="lazy"
      sx={{ width: 96, height: 48, objectFit: 'cover', borderRadius: 0.5, display: 'block' }}
    />
  );
}
