import Chip from '@mui/material/Chip';
import NobodyIcon from '@mui/icons-material/VisibilityOffOutlined';
import { useTranslation } from 'react-i18next';
import { rowAudience, type AudienceIds } from '../core/audience.ts';
import type { Row } from '../core/row.ts';
import { useAudience } from '../hooks/useAudience.ts';

/**
 * A live item's reach (issue 48 §1; docs/navigation.md): 'Kimseye görünmüyor' when its audience is empty or
 * holds no active employee, else 'Yayında · 12 kişi', counted by the server's `appAudience` (the portal's
 * rule; one request per distinct audience on a page).
 */
export function AudienceChip({ audience }: { audience: AudienceIds }) {
  const { t } = useTranslation();
  const { answer, failure } = useAudience(audience);
  // outlined in the text's own colour (a warning colour's text fails contrast on a light theme), the icon says it
  if (answer?.count === 0)
    return <Chip size="small" variant="outlined" icon={<NobodyIcon />} label={t('audience.seenByNobody')} />;
  const label = answer
    ? t('audience.live', { count: answer.count })
    : t(failure ? 'audience.liveUncounted' : 'audience.liveCounting');
  return <Chip size="small" color="success" label={label} />;
}

/** The chip of a row that keeps its audience's links (`roles`, `users`, `groups`): a leave type's. */
export function AudienceStatusCell({ row }: { row: Row }) {
  return <AudienceChip audience={rowAudience(row)} />;
}
