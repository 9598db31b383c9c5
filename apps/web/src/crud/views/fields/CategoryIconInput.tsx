import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PreviousIcon from '@mui/icons-material/ChevronLeft';
import NextIcon from '@mui/icons-material/ChevronRight';
import { useId } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SearchBox } from '../../../components/SearchBox.tsx';
import type { FieldInputProps } from '../../core/fieldTypes.ts';
import { fieldError } from './fieldError.ts';
import { categoryIcon, iconLabel } from '../../../components/categoryIcons.ts';
import { useCategoryIcons } from '../../hooks/useCategoryIcons.ts';
import { HintTooltip } from '../../../components/HintTooltip.tsx';

/**
 * The category dialog's icon picker (spec 000 §2, §9): the chosen icon, a search box, 15 icons per page
 * from the API with a pager. The form holds the icon's name.
 */
export function CategoryIconInput({ view, form }: FieldInputProps) {
  const { t } = useTranslation();
  const labelId = useId();
  const icons = useCategoryIcons();
  const message = fieldError(form, view.field.name);
  return (
    <Controller
      name={view.field.name}
      control={form.control}
      render={({ field: control }) => {
        const chosen = typeof control.value === 'string' ? control.value : '';
        const Chosen = categoryIcon(chosen);
        return (
          <FormControl required error={Boolean(message)} margin="dense" fullWidth>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
              <FormLabel id={labelId}>{view.label}</FormLabel>
              {Chosen && <Chosen color="primary" aria-hidden />}
              <Typography variant="body2" aria-live="polite">
                {chosen ? iconLabel(t, chosen) : t('categories.noIcon')}
              </Typography>
            </Stack>
            <SearchBox
              label={t('categories.searchIcon')}
              value={icons.search.value}
              onChange={icons.search.onChange}
            />
            <Box
              role="radiogroup"
              aria-labelledby={labelId}
              aria-invalid={Boolean(message)}
              // the form focuses the icons when no icon is chosen and save is pressed
              ref={control.ref}
              tabIndex={-1}
              sx={{ display: 'grid', gridTemplateColumns: 'repeat(5, 1fr)', gap: 1, mt: 1, minHeight: 150 }}
            >
              {icons.names.map((name) => {
                const Icon = categoryIcon(name);
                return (
                  <HintTooltip key={name} title={t(`contract:icons.${name}`, { defaultValue: name })}>
                    <IconButton
                      role="radio"
                      aria-checked={chosen === name}
                      aria-label={iconLabel(t, name)}
                      size="small"
                      color={chosen === name ? 'primary' : 'default'}
                      onClick={() => {
                        control.onChange(name);
                        control.onBlur();
                      }}
                      sx={{
                        borderRadius: 1,
                        border: 1,
                        borderColor: chosen === name ? 'primary.main' : 'divider',
                        bgcolor: chosen === name ? 'action.selected' : 'transparent',
                      }}
                    >
                      {Icon ? <Icon /> : name}
                    </IconButton>
                  </HintTooltip>
                );
              })}
            </Box>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'flex-end' }}>
              <IconButton
                aria-label={t('table.previousPage')}
                disabled={icons.page <= 1}
                onClick={() => icons.setPage(icons.page - 1)}
              >
                <PreviousIcon />
              </IconButton>
              <Typography variant="body2">
                {t('categories.iconPage', { page: icons.page, pages: icons.pages })}
              </Typography>
              <IconButton
                aria-label={t('table.nextPage')}
                disabled={icons.page >= icons.pages}
                onClick={() => icons.setPage(icons.page + 1)}
              >
                <NextIcon />
              </IconButton>
            </Stack>
            {message && <FormHelperText>{message}</FormHelperText>}
          </FormControl>
        );
      }}
    />
  );
}
