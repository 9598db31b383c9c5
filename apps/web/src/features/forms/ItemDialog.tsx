import { useMemo, useState } from 'react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import {
  elementCode,
  LENGTH_ELEMENTS,
  NO_DESCRIPTION_ELEMENTS,
  OPTION_ELEMENTS,
  type Language,
} from '@pano/contract';
import { useTranslation } from 'react-i18next';
import { useDiscardGuard } from '../../components/useDiscardGuard.tsx';
import { builderErrors, type BuilderErrors } from './builderErrors.ts';
import { move, tempKey, type DraftItem, type DraftOption } from './builderModel.ts';
import { MatrixRowsEditor } from './MatrixRowsEditor.tsx';

type Editable = Omit<DraftItem, 'key' | 'id' | 'isEdited' | 'deletedOptions'>;

interface Props {
  item: DraftItem;
  /** The server's messages for this item, by the place under it (`name`, `options.1.value`). */
  serverErrors: BuilderErrors;
  onSave(changes: Editable): void;
  onClose(): void;
}

const numberOrNull = (text: string) => (text.trim() === '' ? null : Number(text));

/**
 * The element property dialog (spec 001 §4, §5): name; description (not for label and matrix); required;
 * min and max length, numeric, only for a required textbox or textarea; options for dropdown, radio button
 * and matrix, moved up and down, values and points unique and not empty ('Must be unique'); a matrix's
 * rows (MatrixRowsEditor). Saving is disabled while any rule fails.
 */
export function ItemDialog({ item, serverErrors, onSave, onClose }: Props) {
  const { t, i18n } = useTranslation();
  const [values, setValues] = useState<Editable>(() => ({
    ...item,
    matrixRows: [...item.matrixRows],
    options: [...item.options],
  }));
  const code = elementCode(values.formElementId);
  const hasOptions = OPTION_ELEMENTS.includes(code ?? 'textbox');
  const hasLengths = values.isRequired && LENGTH_ELEMENTS.includes(code ?? 'label');
  const errors = useMemo(() => {
    const candidate = { ...item, ...values, minRequiredLength: hasLengths ? values.minRequiredLength : null };
    const found = builderErrors(
      {
        categories: [{ key: 'c', name: 'c', isEdited: false, items: [candidate], deletedItems: [] }],
        passived: [],
      },
      i18n.language as Language,
    );
    const prefix = 'categories.0.items.0.';
    return new Map([...found].map(([path, message]) => [path.slice(prefix.length), message]));
  }, [item, values, hasLengths, i18n.language]);
  /** Save was pressed, and the places changed so far (an option's by its key, as options move). */
  const [pressed, setPressed] = useState(false);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const touch = (place: string) => setTouched((before) => new Set(before).add(place));
  const placeKey = (place: string) => {
    const option = /^options\.(\d+)\.(\w+)$/.exec(place);
    return option ? `${values.options[Number(option[1])]?.key ?? ''}.${option[2] ?? ''}` : place;
  };
  const errorAt = (place: string) =>
    (pressed || touched.has(placeKey(place)) ? errors.get(place) : undefined) ?? serverErrors.get(place);
  const set = (changes: Partial<Editable>) => {
    for (const name of Object.keys(changes)) touch(name);
    setValues((v) => ({ ...v, ...changes }));
  };
  const setOption = (index: number, changes: Partial<DraftOption>) => {
    for (const name of Object.keys(changes)) touch(`${values.options[index]?.key ?? ''}.${name}`);
    setValues((v) => ({ ...v, options: v.options.map((o, n) => (n === index ? { ...o, ...changes } : o)) }));
  };
  const dirty =
    JSON.stringify(values) !==
    JSON.stringify({ ...item, matrixRows: item.matrixRows, options: item.options });
  const guard = useDiscardGuard(dirty, onClose);
  const nextPoint = Math.max(0, ...values.options.map((o) => o.point)) + 1;
  const save = () => {
    if (errors.size > 0) return setPressed(true);
    onSave({
      ...values,
      minRequiredLength: hasLengths ? values.minRequiredLength : null,
      maxRequiredLength: hasLengths ? values.maxRequiredLength : null,
      options: hasOptions ? values.options : [],
      matrixRows: code === 'matrix' ? values.matrixRows.map((row) => row.trim()) : [],
    });
  };
  return (
    <Dialog
      open
      onClose={(_, reason) => reason === 'escapeKeyDown' && guard.escape()}
      fullWidth
      maxWidth="sm"
    >
      {guard.question}
      <DialogTitle>{t('forms.builder.properties')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Typography variant="caption">{t(`contract:formElement.${code ?? 'textbox'}`)}</Typography>
          {/* the name first: typing goes there at once, and the dialog's focus trap leaves it there */}
          <TextField
            autoFocus
            label={t('contract:fields.name')}
            value={values.name}
            required
            error={!!errorAt('name')}
            helperText={errorAt('name')}
            onChange={(e) => set({ name: e.target.value })}
          />
          {!NO_DESCRIPTION_ELEMENTS.includes(code ?? 'label') && (
            <TextField
              label={t('contract:fields.description')}
              value={values.description ?? ''}
              multiline
              onChange={(e) => set({ description: e.target.value || null })}
            />
          )}
          {code !== 'label' && (
            <FormControlLabel
              label={t('contract:fields.isRequired')}
              control={
                <Checkbox
                  checked={values.isRequired}
                  onChange={(e) => set({ isRequired: e.target.checked })}
                />
              }
            />
          )}
          {hasLengths && (
            <Stack direction="row" spacing={2}>
              <TextField
                type="number"
                label={t('contract:fields.minRequiredLength')}
                value={values.minRequiredLength ?? ''}
                error={!!errorAt('minRequiredLength')}
                helperText={errorAt('minRequiredLength')}
                onChange={(e) => set({ minRequiredLength: numberOrNull(e.target.value) })}
              />
              <TextField
                type="number"
                label={t('contract:fields.maxRequiredLength')}
                value={values.maxRequiredLength ?? ''}
                error={!!errorAt('maxRequiredLength')}
                helperText={errorAt('maxRequiredLength')}
                onChange={(e) => set({ maxRequiredLength: numberOrNull(e.target.value) })}
              />
            </Stack>
          )}
          {hasOptions && (
            <Stack spacing={1} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
              <Typography component="legend" variant="subtitle2">
                {t('contract:fields.options')}
              </Typography>
              {errorAt('options') && <Typography color="error">{errorAt('options')}</Typography>}
              {values.options.map((option, index) => (
                <Stack key={option.key} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
                  <TextField
                    size="small"
                    label={t('contract:fields.value')}
                    value={option.value}
                    error={!!errorAt(`options.${index}.value`)}
                    helperText={errorAt(`options.${index}.value`)}
                    onChange={(e) => setOption(index, { value: e.target.value })}
                  />
                  <TextField
                    size="small"
                    type="number"
                    label={t('contract:fields.point')}
                    value={Number.isNaN(option.point) ? '' : option.point}
                    error={!!errorAt(`options.${index}.point`)}
                    helperText={errorAt(`options.${index}.point`)}
                    onChange={(e) =>
                      setOption(index, { point: e.target.value === '' ? Number.NaN : Number(e.target.value) })
                    }
                    sx={{ width: 110 }}
                  />
                  <IconButton
                    aria-label={t('forms.builder.moveUp')}
                    disabled={index === 0}
                    onClick={() => set({ options: move(values.options, index, index - 1) })}
                  >
                    <ArrowUpwardIcon fontSize="small" />
                  </IconButton>
                  <IconButton
                    aria-label={t('forms.builder.moveDown')}
                    disabled={index === values.options.length - 1}
                    onClick={() => set({ options: move(values.options, index, index + 1) })}
                  >
                    <ArrowDownwardIcon fontSize="small" />
                  </IconButton>
                  <IconButton
                    aria-label={t('common.delete')}
                    onClick={() => set({ options: values.options.filter((_, n) => n !== index) })}
                  >
                    <DeleteIcon fontSize="small" />
                  </IconButton>
                </Stack>
              ))}
              <Button
                onClick={() =>
                  set({
                    options: [
                      ...values.options,
                      { key: tempKey(), value: '', point: nextPoint, isEdited: false },
                    ],
                  })
                }
              >
                {t('forms.builder.addOption')}
              </Button>
            </Stack>
          )}
          {code === 'matrix' && (
            <MatrixRowsEditor
              rows={values.matrixRows}
              onChange={(matrixRows) => set({ matrixRows })}
              errorAt={errorAt}
            />
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button variant="contained" onClick={save}>
          {t('common.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
