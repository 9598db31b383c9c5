import { useState, type HTMLAttributes, type Key, type ReactNode, type Ref } from 'react';
import Typography from '@mui/material/Typography';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { OptionItem } from '../crud/core/optionTypes.ts';

export interface PickerFieldProps {
  label: string;
  multiple: boolean;
  /** The chosen options (at most one unless `multiple`). */
  value: OptionItem[];
  /** The server's answer to the current text. */
  options: OptionItem[];
  loading: boolean;
  onChange(value: OptionItem[]): void;
  /** The text typed by the user (not the label shown after a choice). */
  onSearch(text: string): void;
  onOpenChange(open: boolean): void;
  onBlur?: () => void;
  required?: boolean;
  error?: string;
  /** Not choosable now (announcements: users are disabled once groups are chosen, and the reverse). */
  disabled?: boolean;
  /** The text box, for a form to focus when this field is the first wrong one. */
  inputRef?: Ref<HTMLInputElement>;
  /** Words under the box instead of the search hint (an error still wins). */
  helperText?: ReactNode;
}

const SHOWN_CHIPS = 10;

/**
 * An autocomplete over server results: chips for several choices; the filtering is the server's. The list
 * closes after a choice (issue 17.6): the chip shows what was chosen, and the field reopens for another.
 */
export function PickerField(props: PickerFieldProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const { label, multiple, value, options, loading, onChange, onSearch, onOpenChange } = props;
  const common = {
    options,
    loading,
    filterOptions: (found: OptionItem[]) => found,
    getOptionLabel: (option: OptionItem) => option.label,
    isOptionEqualToValue: (option: OptionItem, chosen: OptionItem) => option.id === chosen.id,
    // the name, and under it what tells two of the same name apart (an e-mail, a department): the option is
    // still named by the name alone, the rest is its description
    renderOption: (
      { key, ...attributes }: HTMLAttributes<HTMLLIElement> & { key: Key },
      option: OptionItem,
    ) => {
      const detailId = option.detail && attributes.id ? `${attributes.id}-detail` : undefined;
      return (
        <li key={key} {...attributes} aria-describedby={detailId}>
          <span>
            <span data-option-label>{option.label}</span>
            {option.detail && (
              <Typography
                id={detailId}
                aria-hidden
                component="span"
                variant="body2"
                color="text.secondary"
                sx={{ display: 'block' }}
              >
                {option.detail}
              </Typography>
            )}
          </span>
        </li>
      );
    },
    inputValue: text,
    onInputChange: (_: unknown, next: string, reason: string) => {
      setText(next);
      if (reason === 'input' || reason === 'clear') onSearch(next);
    },
    onOpen: () => onOpenChange(true),
    onClose: () => onOpenChange(false),
    onBlur: props.onBlur,
    disabled: props.disabled ?? false,
    noOptionsText: t('picker.noOptions'),
    loadingText: t('common.loading'),
    openText: t('picker.open'),
    closeText: t('common.close'),
    clearText: t('picker.clear'),
    renderInput: (params: object) => (
      <TextField
        {...params}
        inputRef={props.inputRef}
        label={label}
        required={props.required}
        error={Boolean(props.error)}
        helperText={props.error ?? props.helperText ?? t('picker.hint')}
      />
    ),
  };
  return multiple ? (
    <Autocomplete
      {...common}
      multiple
      filterSelectedOptions
      limitTags={SHOWN_CHIPS}
      value={value}
      onChange={(_, next) => onChange(next)}
    />
  ) : (
    <Autocomplete {...common} value={value[0] ?? null} onChange={(_, next) => onChange(next ? [next] : [])} />
  );
}
