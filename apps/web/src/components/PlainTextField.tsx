import { useId, type InputHTMLAttributes } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';

export interface PlainTextFieldProps {
  label: string;
  value: string;
  onChange(value: string): void;
  onBlur?: () => void;
  error?: boolean;
  helperText?: string | null;
  required?: boolean;
  autoFocus?: boolean;
  /** Attributes of the input itself (type, autocomplete, inputMode). */
  input?: InputHTMLAttributes<HTMLInputElement>;
}

/**
 * An outlined text box drawn like MUI's TextField, without its select mode: TextField brings Select, Menu,
 * Popover and Modal along (about 20 KB gzip), too much for the sign-in screens a guest loads first.
 */
export function PlainTextField({
  label,
  value,
  onChange,
  onBlur,
  error,
  helperText,
  required,
  autoFocus,
  input,
}: PlainTextFieldProps) {
  const id = useId();
  const helperId = `${id}-helper`;
  return (
    <FormControl
      variant="outlined"
      fullWidth
      margin="dense"
      error={Boolean(error)}
      required={Boolean(required)}
    >
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        id={id}
        label={required ? `${label} *` : label}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        {...(onBlur ? { onBlur } : {})}
        autoFocus={Boolean(autoFocus)}
        inputProps={{ ...input, ...(helperText ? { 'aria-describedby': helperId } : {}) }}
      />
      {helperText && <FormHelperText id={helperId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
