import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useTranslation } from 'react-i18next';
import { ListToolbar } from '../../../components/ListToolbar.tsx';
import { NotFoundRedirect } from '../../../components/NotFoundRedirect.tsx';
import { useScreenPath } from '../../../components/screenPaths.ts';
import { fillRoute } from '../../../crud/core/format.ts';
import { EntityListPage } from '../../../crud/views/EntityListPage.tsx';
import { InterviewsTab } from '../interviews/InterviewsTab.tsx';
import { ApplicantDocuments } from './ApplicantDocuments.tsx';
import { ApplicantProfile } from './ApplicantProfile.tsx';
import { offerDefinition, operationDefinition } from './offers.ts';
import { useApplicant } from './useApplicant.ts';

type TabKey = 'interviews' | 'operations' | 'offers';

/**
 * /isealim/adaylar/{applicantId} (spec 002 §2): the profile card, who else has the e-mail or phone (with a
 * link to the other applicant), the documents, and the tabs 'Görüşmeler', operations and 'Teklifler'.
 */
export function ApplicantDetailPage() {
  const { t } = useTranslation();
  const screenPath = useScreenPath();
  const id = Number(useParams().applicantId);
  const valid = Number.isInteger(id) && id > 0;
  const [tab, setTab] = useState<TabKey>('interviews');
  const { applicant, reload } = useApplicant(id, valid);
  if (!valid) return <NotFoundRedirect />;
  const duplicates = applicant?.duplicates ?? [];
  return (
    <>
      <ListToolbar heading={applicant?.fullName ?? ''} back="applicants" createLabel="" />
      {duplicates.length > 0 && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {t('applicants.duplicatesIntro')}{' '}
          {duplicates.map((other, index) => (
            <span key={`${other.kind}-${other.id}`}>
              {index > 0 && ', '}
              {other.kind === 'applicant' ? (
                <Link
                  component={RouterLink}
                  to={fillRoute(screenPath('applicant'), { applicantId: String(other.id) })}
                >
                  {other.fullName}
                </Link>
              ) : (
                t('applicants.duplicateUser', { name: other.fullName })
              )}
            </span>
          ))}
        </Alert>
      )}
      {applicant && (
        <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
          <ApplicantProfile applicant={applicant} />
        </Paper>
      )}
      {applicant && (
        <ApplicantDocuments applicantId={id} documents={applicant.documents} onChanged={reload} />
      )}
      <Tabs
        value={tab}
        onChange={(_, next: TabKey) => setTab(next)}
        sx={{ mb: 1 }}
        variant="scrollable"
        aria-label={t('applicants.tabs.label')}
      >
        <Tab value="interviews" label={t('applicants.tabs.interviews')} />
        <Tab value="operations" label={t('applicants.tabs.operations')} />
        <Tab value="offers" label={t('applicants.tabs.offers')} />
      </Tabs>
      {tab === 'interviews' && <InterviewsTab applicantId={id} />}
      {tab === 'operations' && (
        <EntityListPage key={`operations-${id}`} definition={operationDefinition} localState />
      )}
      {tab === 'offers' && <EntityListPage key={`offers-${id}`} definition={offerDefinition} localState />}
    </>
  );
}
