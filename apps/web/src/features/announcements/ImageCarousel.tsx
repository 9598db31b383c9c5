import { useState } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import CloseIcon from '@mui/icons-material/Close';
import { ANNOUNCEMENT_CAROUSEL_ITEMS } from '@pano/contract';
import { useTranslation } from 'react-i18next';
import type { StoredMultimedia } from './multimediaFiles.ts';

function Gallery(props: {
  images: StoredMultimedia[];
  index: number;
  onIndex(index: number): void;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const { images, index } = props;
  const image = images[index];
  if (!image) return null;
  const step = (delta: number) => props.onIndex((index + delta + images.length) % images.length);
  return (
    <Dialog open fullWidth maxWidth="md" onClose={props.onClose}>
      <DialogTitle>{t('announcements.gallery')}</DialogTitle>
      <IconButton
        aria-label={t('common.close')}
        onClick={props.onClose}
        sx={{ position: 'absolute', right: 8, top: 8 }}
      >
        <CloseIcon />
      </IconButton>
      <DialogContent>
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          {t('announcements.galleryPosition', { index: index + 1, count: images.length })}
        </Typography>
        <Stack direction="row" sx={{ alignItems: 'center' }} spacing={1}>
          <IconButton aria-label={t('announcements.previous')} onClick={() => step(-1)}>
            <ChevronLeftIcon />
          </IconButton>
          <Box
            component="img"
            src={image.filePath}
            alt={image.fileName}
            sx={{ maxWidth: '100%', maxHeight: '70vh', mx: 'auto' }}
          />
          <IconButton aria-label={t('announcements.next')} onClick={() => step(1)}>
            <ChevronRightIcon />
          </IconButton>
        </Stack>
      </DialogContent>
    </Dialog>
  );
}

/** The announcement's images, four at a time (spec 000 §9), with a gallery popup on click. */
export function ImageCarousel({ images }: { images: StoredMultimedia[] }) {
  const { t } = useTranslation();
  const [first, setFirst] = useState(0);
  const [open, setOpen] = useState<number | null>(null);
  const last = Math.max(0, images.length - ANNOUNCEMENT_CAROUSEL_ITEMS);
  const shown = images.slice(first, first + ANNOUNCEMENT_CAROUSEL_ITEMS);
  return (
    <Box component="section" aria-label={t('announcements.images')}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <IconButton
          aria-label={t('announcements.previous')}
          disabled={first === 0}
          onClick={() => setFirst(first - 1)}
        >
          <ChevronLeftIcon />
        </IconButton>
        <Box
          sx={{
            display: 'grid',
            gap: 1,
            flexGrow: 1,
            gridTemplateColumns: `repeat(${ANNOUNCEMENT_CAROUSEL_ITEMS}, 1fr)`,
          }}
        >
          {shown.map((image, offset) => (
            <ButtonBase
              key={image.id}
              onClick={() => setOpen(first + offset)}
              aria-label={t('announcements.openImage', { name: image.fileName })}
              sx={{ borderRadius: 1, overflow: 'hidden', aspectRatio: '4 / 3', bgcolor: 'action.hover' }}
            >
              <Box
                component="img"
                src={image.filePath}
                alt={image.fileName}
                sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
              />
            </ButtonBase>
          ))}
        </Box>
        <IconButton
          aria-label={t('announcements.next')}
          disabled={first >= last}
          onClick={() => setFirst(first + 1)}
        >
          <ChevronRightIcon />
        </IconButton>
      </Stack>
      {open !== null && (
        <Gallery images={images} index={open} onIndex={setOpen} onClose={() => setOpen(null)} />
      )}
    </Box>
  );
}
