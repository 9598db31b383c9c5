import { useParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { DetailList } from '../../components/DetailList.tsx';
import { DetailSection as Section } from '../../components/DetailSection.tsx';
import { ListToolbar } from '../../components/ListToolbar.tsx';
import { NotFoundRedirect } from '../../components/NotFoundRedirect.tsx';
import { formatDate } from '../../crud/core/format.ts';
import { RequestProgress } from '../requests/shared/RequestProgress.tsx';
import { AnswerList } from './AnswerList.tsx';
import { useDisciplineCase } from './useDisciplineCase.ts';

/**
 * /disiplin/vakalar/{caseId} (docs/discipline.md): who asked about whom, the state and outcome, the
 * request's answers and trail, then the defence's answers and trail once the employee defended. While a
 * request runs, its decisions are here too.
 */
export function DisciplineCasePage() {
  const { t } = useTranslation();
  const id = Number(useParams().caseId);
  const valid = Number.isInteger(id) && id > 0;
  const found = useDisciplineCase(id, valid);
  const client = useQueryClient();
  const refresh = () => void client.invalidateQueries({ queryKey: ['disciplineCases'] });
  if (!valid) return <NotFoundRedirect />;
  return (
    <>
      <ListToolbar heading={t('discipline.caseTitle', { id })} back="disciplineCases" createLabel="" />
      {found && (
        <>
          <Section title={t('discipline.case')}>
            <DetailList
              items={[
                { label: t('discipline.requester'), value: found.requester?.fullName ?? '-' },
                { label: t('discipline.employee'), value: found.employee?.fullName ?? '-' },
                { label: t('discipline.form'), value: found.requestForm?.form?.name ?? '-' },
                { label: t('contract:fields.status'), value: found.status?.name ?? '-' },
                { label: t('discipline.outcome'), value: found.outcomeName ?? '-' },
                { label: t('discipline.opened'), value: formatDate(found.createTime) },
                {
                  label: t('contract:fields.completedDate'),
                  value: found.completedDate ? formatDate(found.completedDate) : '-',
                },
              ]}
            />
          </Section>
          {found.requestForm && (
            <Section title={t('discipline.requestAnswers')}>
              <AnswerList part={found.requestForm} />
            </Section>
          )}
          {found.requestWorkflow && (
            <Section title={t('discipline.requestProcess')}>
              <RequestProgress requestId={found.requestWorkflow.id} onChanged={refresh} />
            </Section>
          )}
          <Section title={t('discipline.defenceAnswers')}>
            {found.defenceForm ? (
              <AnswerList part={found.defenceForm} />
            ) : (
              <Typography variant="body2">{t('discipline.noDefence')}</Typography>
            )}
          </Section>
          {found.defenceWorkflow && (
            <Section title={t('discipline.defenceProcess')}>
              <RequestProgress requestId={found.defenceWorkflow.id} onChanged={refresh} />
            </Section>
          )}
        </>
      )}
    </>
  );
}
