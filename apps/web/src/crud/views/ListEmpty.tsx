import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { ListState } from '../core/pagerModel.ts';

export interface ListEmptyProps {
  state: ListState;
  /** The list's plural name ('Cinsiyetler'). */
  plural: string;
  /** Offers the create dialog when the list has none yet and the page can create. */
  onCreate?: (() => void) | undefined;
}

/**
 * What an empty list says: nothing matches the search or the choices; no passive ones; or none yet, with
 * the create action in reach (issue 17.3).
 */
export function ListEmpty({ state, plural, onCreate }: ListEmptyProps) {
  const { t } = useTranslation();
  const narrowed = state.searchText !== '' || Object.values(state.filters).some((value) => value !== null);
  if (narrowed) return t('table.emptyNarrowed');
  if (state.showPassive) return t('table.emptyPassive', { list: plural });
  return (
    <Stack spacing={1} sx={{ alignItems: 'center', py: 1 }}>
      <Typography variant="body2">{t('table.emptyNone', { list: plural })}</Typography>
      {onCreate && (
        <Button size="small" variant="outlined" onClick={onCreate}>
          {t('table.createFirst')}
        </Button>
      )}
    </Stack>
  );
}
