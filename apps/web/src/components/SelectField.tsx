import type { Ref } from 'react';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { OptionItem } from '../crud/core/optionTypes.ts';

export interface SelectFieldProps {
  label: string;
  value: number | null;
  options: OptionItem[];
  onChange(value: number | null): void;
  onBlur?: () => void;
  /** A first choice that stands for no value ('Tümü'). */
  emptyLabel?: string;
  required?: boolean;
  error?: string;
  size?: 'small' | 'medium';
  /** Width in a toolbar; dialogs take the full width. */
  minWidth?: number;
  /** For a form to focus the dropdown when it is the first wrong field. */
  inputRef?: Ref<unknown>;
}

const MENU_MAX_HEIGHT = 250;

/** A dropdown of choices (spec 001 §9: menus at most 250 px high); a value not loaded yet shows empty. */
export function SelectField({
  label,
  value,
  options,
  onChange,
  onBlur,
  emptyLabel,
  required = false,
  error,
  size,
  minWidth,
  inputRef,
}: SelectFieldProps) {
  const known = value !== null && options.some((option) => option.id === value);
  return (
    <TextField
      select
      label={label}
      value={known ? String(value) : ''}
      onChange={(event) => onChange(event.target.value === '' ? null : Number(event.target.value))}
      onBlur={onBlur}
      inputRef={inputRef}
      required={required}
      error={Boolean(error)}
      helperText={error}
      size={size}
      fullWidth={!minWidth}
      sx={minWidth ? { minWidth } : undefined}
      slotProps={{
        select: {
          displayEmpty: Boolean(emptyLabel),
          MenuProps: { slotProps: { paper: { sx: { maxHeight: MENU_MAX_HEIGHT } } } },
        },
        inputLabel: emptyLabel ? { shrink: true } : {},
      }}
    >
      {emptyLabel && <MenuItem value="">{emptyLabel}</MenuItem>}
      {options.map((option) => (
        <MenuItem key={option.id} value={String(option.id)}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
