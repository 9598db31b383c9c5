import { useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { SearchBox } from '../../components/SearchBox.tsx';
import type { AudienceIds } from '../core/audience.ts';
import { useAudience } from '../hooks/useAudience.ts';
import { useFailureToast } from '../hooks/useFailureToast.ts';
import { useSearchInput } from '../hooks/useSearchInput.ts';

/**
 * 'Who will see this?' (issue 27 §3; docs/navigation.md): as roles, users and groups are chosen, how many
 * active employees the item reaches and the first of them by name, with a search — asked of the server,
 * which answers with the rule the portal applies, so the dialog and the app cannot disagree.
 */
export default function AudienceSummary(audience: AudienceIds) {
  const { t } = useTranslation();
  const [term, setTerm] = useState('');
  const search = useSearchInput(setTerm);
  const { answer, failure } = useAudience(audience, { searchText: term, keepPrevious: true });
  useFailureToast(failure);
  const more = answer ? answer.count - answer.users.length : 0;
  return (
    <Box component="section" aria-label={t('audience.title')} sx={{ mt: 2 }}>
      <Typography variant="subtitle2" component="h3">
        {t('audience.title')}
      </Typography>
      <Typography role="status" aria-live="polite" variant="body2" sx={{ my: 1 }}>
        {!answer
          ? t('audience.counting')
          : answer.count
            ? t('audience.count', { count: answer.count })
            : t('audience.nobody')}
      </Typography>
      {answer && answer.count > 0 && (
        <>
          <SearchBox label={t('audience.search')} value={search.value} onChange={search.onChange} />
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {answer.users.length
              ? answer.users.map((user) => `${user.name} ${user.surname}`).join(', ') +
                (!term && more > 0 ? ` ${t('audience.more', { count: more })}` : '')
              : t('audience.noMatch')}
          </Typography>
        </>
      )}
    </Box>
  );
}
