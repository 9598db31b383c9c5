import { useState, type DragEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { EDITOR_IMAGE_ACCEPT } from '../../components/editorImage.ts';
import { ImageFileInput } from '../../components/ImageFileInput.tsx';
import { useEditorImageUpload } from '../../components/useEditorImageUpload.ts';
import type { FieldInputProps } from '../../crud/core/fieldTypes.ts';
import { fieldError } from '../../crud/views/fields/fieldError.ts';

/**
 * The part's logo (docs/navigation.md, Dynamic parts): an image dropped here or chosen with the button goes
 * through the editor image upload (the same checks), and the form keeps the stored file's path; a preview and
 * a remove button. The server takes only a file of the tenant's.
 */
export function LogoInput({ view, form, disabled }: FieldInputProps) {
  const { t } = useTranslation();
  const images = useEditorImageUpload();
  const [over, setOver] = useState(false);
  const [fileName, setFileName] = useState<string | null>(null);
  return (
    <Controller
      name={view.field.name}
      control={form.control}
      render={({ field: control }) => {
        const path = typeof control.value === 'string' && control.value ? control.value : null;
        const take = async (file: File | undefined) => {
          if (!file || disabled) return;
          setFileName(file.name);
          const stored = await images.uploadImage(file);
          if (stored) {
            control.onChange(stored);
            form.clearErrors(view.field.name);
          }
        };
        const onDrop = (event: DragEvent<HTMLElement>) => {
          event.preventDefault();
          setOver(false);
          void take(event.dataTransfer.files[0]);
        };
        return (
          <Box
            onDragOver={(event) => {
              event.preventDefault();
              setOver(true);
            }}
            onDragLeave={() => setOver(false)}
            onDrop={onDrop}
            data-testid="dynamic-part-logo-drop"
            sx={{
              border: '2px dashed',
              borderColor: over ? 'primary.main' : 'divider',
              borderRadius: 1,
              p: 1.5,
              my: 1,
            }}
          >
            <Typography variant="body2" sx={{ mb: 1 }}>
              {view.label}
            </Typography>
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              {path && (
                <Box
                  component="img"
                  src={path}
                  alt={t('dynamicParts.logoPreview')}
                  sx={{ height: 48, maxWidth: 160, objectFit: 'contain', borderRadius: 0.5 }}
                />
              )}
              <ImageFileInput
                label={path ? t('dynamicParts.logoChange') : t('dynamicParts.logoChoose')}
                accept={EDITOR_IMAGE_ACCEPT}
                fileName={fileName}
                error={images.error ?? fieldError(form, view.field.name) ?? null}
                hint={t('dynamicParts.logoHint')}
                disabled={disabled || images.uploading}
                onFile={(file) => void take(file)}
              />
              {path && (
                <Button
                  size="small"
                  disabled={disabled}
                  onClick={() => {
                    control.onChange(null);
                    setFileName(null);
                  }}
                >
                  {t('dynamicParts.logoRemove')}
                </Button>
              )}
            </Stack>
            {images.uploading && (
              <LinearProgress sx={{ mt: 1 }} aria-label={t('dynamicParts.logoUploading')} />
            )}
          </Box>
        );
      }}
    />
  );
}
