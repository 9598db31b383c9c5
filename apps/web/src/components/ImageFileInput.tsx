import { useId } from 'react';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import UploadIcon from '@mui/icons-material/Upload';

export interface ImageFileInputProps {
  /** The button's text, also the file input's accessible name. */
  label: string;
  /** Accepted types, e.g. 'image/png,image/jpeg,image/webp'. */
  accept: string;
  fileName: string | null;
  error?: string | null;
  hint?: string;
  disabled?: boolean;
  onFile(file: File): void;
}

/** Choosing one image file: a button, the chosen file's name and a message under it. */
export function ImageFileInput({
  label,
  accept,
  fileName,
  error,
  hint,
  disabled,
  onFile,
}: ImageFileInputProps) {
  const id = useId();
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Button
          component="label"
          htmlFor={id}
          variant="outlined"
          startIcon={<UploadIcon />}
          disabled={disabled}
        >
          {label}
          <input
            id={id}
            type="file"
            hidden
            accept={accept}
            aria-label={label}
            disabled={disabled}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) onFile(file);
            }}
          />
        </Button>
        {fileName && <Typography variant="body2">{fileName}</Typography>}
      </Stack>
      <FormHelperText error={Boolean(error)}>{error ?? hint}</FormHelperText>
    </Stack>
  );
}
