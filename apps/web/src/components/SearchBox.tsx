import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import SearchIcon from '@mui/icons-material/Search';

export interface SearchBoxProps {
  label: string;
  value: string;
  onChange(value: string): void;
}

/** A labelled search field; the debounce lives in `useSearchInput`. */
export function SearchBox({ label, value, onChange }: SearchBoxProps) {
  return (
    <TextField
      type="search"
      size="small"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      fullWidth={false}
      margin="none"
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
