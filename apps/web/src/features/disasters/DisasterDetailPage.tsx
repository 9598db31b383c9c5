import { useMemo, useState } from 'react';
import { useParams } from 'react-router';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ActiveSwitch } from '../../components/ActiveSwitch.tsx';
import { ListToolbar } from '../../components/ListToolbar.tsx';
import { NotFoundRedirect } from '../../components/NotFoundRedirect.tsx';
import { formatDate } from '../../crud/core/format.ts';
import { RecipientsTable } from './RecipientsTable.tsx';
import { RespondersTable } from './RespondersTable.tsx';
import { ResponderMap } from './ResponderMap.tsx';
import { useDisaster } from './useDisasterDetail.ts';
import { ResponderFocusContext, type ResponderFocus } from './responderFocus.ts';

type TabKey = 'users' | 'responses';

/**
 * /afet/afetler/{disasterId} (spec 000 §2): the notice, the 'sending users' and 'responded users' tabs,
 * the needs-help filter (responses and map) and the responders' map, linked to the responses' rows.
 */
export function DisasterDetailPage() {
  const { t } = useTranslation();
  const id = Number(useParams().disasterId);
  const valid = Number.isInteger(id) && id > 0;
  const [tab, setTab] = useState<TabKey>('users');
  const [needsHelp, setNeedsHelp] = useState(false);
  const { disaster } = useDisaster(id, valid);
  const [chosen, setChosen] = useState<ResponderFocus['chosen']>(null);
  const focus = useMemo<ResponderFocus>(
    () => ({
      chosen,
      choose(responder, from) {
        setChosen({ id: responder, from });
        // a marker chosen on the map shows its row
        if (from === 'map') setTab('responses');
      },
    }),
    [chosen],
  );
  if (!valid) return <NotFoundRedirect />;
  return (
    <ResponderFocusContext value={focus}>
      <ListToolbar heading={disaster?.title ?? ''} back="disasters" createLabel="">
        <ActiveSwitch label={t('disasters.needsHelpOnly')} checked={needsHelp} onChange={setNeedsHelp} />
      </ListToolbar>
      {disaster && (
        <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
          <Typography variant="body2" color="text.secondary">
            {formatDate(disaster.createTime)}
          </Typography>
          <Typography sx={{ whiteSpace: 'pre-wrap' }}>{disaster.body}</Typography>
        </Paper>
      )}
      <Tabs value={tab} onChange={(_, next: TabKey) => setTab(next)} sx={{ mb: 1 }}>
        <Tab value="users" label={t('disasters.tabs.users')} />
        <Tab value="responses" label={t('disasters.tabs.responses')} />
      </Tabs>
      {tab === 'users' ? (
        <RecipientsTable disasterId={id} />
      ) : (
        <RespondersTable disasterId={id} needsHelp={needsHelp} />
      )}
      <ResponderMap disasterId={id} needsHelp={needsHelp} />
    </ResponderFocusContext>
  );
}
