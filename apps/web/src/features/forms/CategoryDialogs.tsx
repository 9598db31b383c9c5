import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { useTranslation } from 'react-i18next';
import { useDiscardGuard } from '../../components/useDiscardGuard.tsx';
import type { BuilderErrors } from './builderErrors.ts';
import type { DraftCategory } from './builderModel.ts';

/**
 * 'Bölüm ekle' (a tab of the builder, spec key 'Kategori'): a name, required. As every dialog (issue 26 §3.12): Save stays enabled and, pressed
 * without a name, says so at the field; Escape after typing asks before discarding it.
 */
export function CreateCategoryDialog({
  taken = () => false,
  onCreate,
  onClose,
}: {
  /** Whether another section already has this name (two sections never share one). */
  taken?: (name: string) => boolean;
  onCreate(name: string): void;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [pressed, setPressed] = useState(false);
  const guard = useDiscardGuard(name !== '', onClose);
  const label = t('forms.builder.categoryName');
  const missing = !pressed
    ? undefined
    : !name.trim()
      ? t('contract:validation.required', { field: label })
      : taken(name)
        ? t('forms.builder.nameTaken')
        : undefined;
  return (
    <Dialog
      open
      onClose={(_, reason) => reason === 'escapeKeyDown' && guard.escape()}
      fullWidth
      maxWidth="xs"
    >
      {guard.question}
      <DialogTitle>{t('forms.builder.createCategory')}</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          fullWidth
          required
          sx={{ mt: 1 }}
          label={label}
          value={name}
          error={Boolean(missing)}
          helperText={missing}
          onChange={(e) => setName(e.target.value)}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button
          variant="contained"
          onClick={() => (name.trim() && !taken(name) ? onCreate(name.trim()) : setPressed(true))}
        >
          {t('common.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

interface EditProps {
  categories: readonly DraftCategory[];
  errors: BuilderErrors;
  onRename(key: string, name: string): void;
  onMove(from: number, to: number): void;
  onDuplicate(key: string): void;
  onRemove(key: string): void;
  onClose(): void;
}

/**
 * 'Kategorileri düzenle': rename, reorder (up/down: the keyboard's way besides dragging the tabs),
 * duplicate (the copy goes last) and delete each category; changes go into the builder's copy at once.
 */
export function EditCategoriesDialog({
  categories,
  errors,
  onRename,
  onMove,
  onDuplicate,
  onRemove,
  onClose,
}: EditProps) {
  const { t } = useTranslation();
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{t('forms.builder.editCategories')}</DialogTitle>
      <DialogContent>
        <Stack spacing={1} sx={{ pt: 1 }}>
          {categories.map((category, index) => (
            <Stack key={category.key} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
              <TextField
                size="small"
                fullWidth
                label={t('forms.builder.categoryName')}
                value={category.name}
                error={!!errors.get(`categories.${index}.name`)}
                helperText={errors.get(`categories.${index}.name`)}
                onChange={(e) => onRename(category.key, e.target.value)}
              />
              <IconButton
                aria-label={t('forms.builder.moveUp')}
                disabled={index === 0}
                onClick={() => onMove(index, index - 1)}
              >
                <ArrowUpwardIcon fontSize="small" />
              </IconButton>
              <IconButton
                aria-label={t('forms.builder.moveDown')}
                disabled={index === categories.length - 1}
                onClick={() => onMove(index, index + 1)}
              >
                <ArrowDownwardIcon fontSize="small" />
              </IconButton>
              <IconButton aria-label={t('forms.builder.duplicate')} onClick={() => onDuplicate(category.key)}>
                <ContentCopyIcon fontSize="small" />
              </IconButton>
              <IconButton
                aria-label={t('forms.builder.deleteCategory', { name: category.name })}
                onClick={() => onRemove(category.key)}
              >
                <DeleteIcon fontSize="small" />
              </IconButton>
            </Stack>
          ))}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
