import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';

export interface ActiveSwitchProps {
  label: string;
  checked: boolean;
  onChange(checked: boolean): void;
}

/** A labelled switch: 'Pasifleri göster' on lists, 'Aktif' in edit dialogs. */
export function ActiveSwitch({ label, checked, onChange }: ActiveSwitchProps) {
  return (
    <FormControlLabel
      control={<Switch checked={checked} onChange={(_, value) => onChange(value)} />}
      label={label}
    />
  );
}
