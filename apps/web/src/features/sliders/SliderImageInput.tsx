import { useCallback, useId, useRef, useState, type DragEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import UploadIcon from '@mui/icons-material/Upload';
import { useTranslation } from 'react-i18next';
import type { FieldInputProps } from '../../crud/core/fieldTypes.ts';
import { fieldError } from '../../crud/views/fields/fieldError.ts';
import { CropDialog } from './CropDialog.tsx';
import { useSliderImage } from './useSliderImage.ts';

/** Where the chosen file's upload id goes (a hidden input of the create). */
export const UPLOAD_FIELD = 'uploadId';
/** The input's field the contract and the server place the file's refusals at (SliderItem.Required, size). */
const IMAGE_FIELD = 'imageBase64String';

/**
 * The slider item's image or video (spec 001 §2, §5): a drop area taking one file, or a button; an image
 * goes through the crop dialog first. Shown at creation only — an edit never changes the file (spec 001 §4).
 */
export function SliderImageInput({ view, form, disabled }: FieldInputProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const name = IMAGE_FIELD;
  const [over, setOver] = useState(false);
  const source = useRef<File | null>(null);
  const onUploaded = useCallback(
    (uploadId: string) => {
      form.setValue(UPLOAD_FIELD, uploadId, { shouldDirty: true });
      form.clearErrors(name);
    },
    [form, name],
  );
  const onRefused = useCallback(
    (message: string) => {
      form.setValue(UPLOAD_FIELD, null);
      form.setError(name, { type: 'custom', message });
    },
    [form, name],
  );
  const { state, choose, crop, cancelCrop } = useSliderImage(onUploaded, onRefused);
  if (form.getValues('id') !== undefined) return null;

  const take = (files: readonly File[]) => {
    source.current = files[0] ?? null;
    form.clearErrors(name);
    void choose(files);
  };
  const onDrop = (event: DragEvent<HTMLElement>) => {
    event.preventDefault();
    setOver(false);
    if (!disabled) take([...event.dataTransfer.files]);
  };
  const message = fieldError(form, name);
  const busy = disabled || state.progress !== null;
  return (
    <Box sx={{ mt: 1, mb: 0.5 }}>
      <Box
        onDragOver={(event) => {
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
        data-testid="slider-image-drop"
        sx={{
          border: '2px dashed',
          borderColor: message ? 'error.main' : over ? 'primary.main' : 'divider',
          borderRadius: 1,
          p: 2,
          textAlign: 'center',
        }}
      >
        <Typography variant="body2" sx={{ mb: 1 }}>
          {view.label} *
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t('sliders.dropHint')}
        </Typography>
        <Button
          component="label"
          htmlFor={inputId}
          variant="outlined"
          startIcon={<UploadIcon />}
          disabled={busy}
        >
          {state.sent ? t('sliders.chooseAgain') : t('sliders.choose')}
          <input
            id={inputId}
            type="file"
            hidden
            accept="image/png,image/jpeg,image/webp,image/gif,video/mp4,video/webm,video/quicktime"
            aria-label={view.label}
            disabled={busy}
            onChange={(event) => {
              const files = [...(event.target.files ?? [])];
              event.target.value = '';
              take(files);
            }}
          />
        </Button>
        {state.progress !== null && (
          <LinearProgress
            variant="determinate"
            value={Math.round(state.progress * 100)}
            aria-label={t('sliders.uploading')}
            sx={{ mt: 2 }}
          />
        )}
        {state.sent && (
          <Stack spacing={1} sx={{ mt: 2, alignItems: 'center' }}>
            {state.sent.kind === 'image' ? (
              <Box
                component="img"
                src={state.sent.url}
                alt={state.sent.name}
                sx={{ width: 240, aspectRatio: '2 / 1', objectFit: 'cover', borderRadius: 1 }}
              />
            ) : (
              <Box component="video" src={state.sent.url} muted controls sx={{ width: 240 }} />
            )}
            <Typography variant="body2">{t('sliders.sent', { name: state.sent.name })}</Typography>
          </Stack>
        )}
      </Box>
      <FormHelperText error={Boolean(message)}>{message ?? t('sliders.sizeHint')}</FormHelperText>
      {state.cropping && (
        <CropDialog
          image={state.cropping}
          onCancel={cancelCrop}
          onCrop={(frame) => {
            if (source.current) void crop(source.current, frame);
          }}
        />
      )}
    </Box>
  );
}
