import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { elementCode } from '@pano/contract';
import { DayField } from './DayField.tsx';
import { MatrixField } from './MatrixField.tsx';

/** An item as the structure gives it (the builder's, a version's). */
export interface ShownItem {
  id: number | string;
  name: string;
  description?: string | null;
  isRequired: boolean;
  minRequiredLength?: number | null;
  maxRequiredLength?: number | null;
  formElementId: number;
  /** A matrix's rows (none: one choice, shown in a row). */
  matrixRows?: readonly string[] | null;
  options: readonly { id?: number; key?: string; value: string }[];
}

interface Props {
  item: ShownItem;
  value: string;
  onChange?: (value: string) => void;
  readOnly?: boolean;
}

const optionId = (option: ShownItem['options'][number]) => String(option.id ?? option.key ?? option.value);

/**
 * One item as an employee fills it, by element type (textbox, textarea, dropdown, radio buttons, matrix
 * as rows × columns (MatrixField) or, without rows, a row of radio buttons, checkbox, date as DD.MM.YYYY, label): the detail page's and the builder's
 * preview and a submission's answers.
 */
export function FormItemField({ item, value, onChange, readOnly = false }: Props) {
  const code = elementCode(item.formElementId);
  const label = item.isRequired ? `${item.name} *` : item.name;
  const change = (next: string) => onChange?.(next);
  const helperText = item.description ?? undefined;
  const slotProps = { htmlInput: { readOnly, maxLength: item.maxRequiredLength ?? undefined } };
  const choices = () => (
    <FormControl disabled={readOnly}>
      <FormLabel>{label}</FormLabel>
      <RadioGroup row={code === 'matrix'} value={value} onChange={(event) => change(event.target.value)}>
        {item.options.map((option) => (
          <FormControlLabel
            key={optionId(option)}
            value={optionId(option)}
            control={<Radio />}
            label={option.value}
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
  switch (code) {
    case 'label':
      return <Typography sx={{ whiteSpace: 'pre-wrap' }}>{item.name}</Typography>;
    case 'checkbox':
      return (
        <FormControlLabel
          label={label}
          control={
            <Checkbox
              checked={value === 'true'}
              disabled={readOnly}
              onChange={(event) => change(String(event.target.checked))}
            />
          }
        />
      );
    case 'matrix':
      if (item.matrixRows?.length)
        return (
          <MatrixField
            label={label}
            rows={item.matrixRows}
            columns={item.options.map((option) => ({ id: optionId(option), value: option.value }))}
            value={value}
            onChange={change}
            readOnly={readOnly}
          />
        );
      return choices();
    case 'radiobutton':
      return choices();
    case 'dropdown':
      return (
        <TextField
          select
          fullWidth
          label={label}
          value={value}
          helperText={helperText}
          disabled={readOnly}
          onChange={(event) => change(event.target.value)}
        >
          {item.options.map((option) => (
            <MenuItem key={optionId(option)} value={optionId(option)}>
              {option.value}
            </MenuItem>
          ))}
        </TextField>
      );
    case 'datetime':
      return (
        <DayField label={label} value={value} helperText={helperText} readOnly={readOnly} onChange={change} />
      );
    default:
      return (
        <TextField
          fullWidth
          label={label}
          value={value}
          helperText={helperText}
          multiline={code === 'textboxarea'}
          minRows={code === 'textboxarea' ? 3 : undefined}
          slotProps={slotProps}
          onChange={(event) => change(event.target.value)}
        />
      );
  }
}
