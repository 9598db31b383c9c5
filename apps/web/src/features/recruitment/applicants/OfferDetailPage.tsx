import { useParams } from 'react-router';
import Paper from '@mui/material/Paper';
import { useTranslation } from 'react-i18next';
import { ListToolbar } from '../../../components/ListToolbar.tsx';
import { NotFoundRedirect } from '../../../components/NotFoundRedirect.tsx';
import { formatDate } from '../../../crud/core/format.ts';
import { DetailList } from '../../../components/DetailList.tsx';
import { formatAmount } from './SalaryCell.tsx';
import { useApplicantOffer } from './useApplicant.ts';

/**
 * /isealim/adaylar/{applicantId}/teklif/{offerId} (spec 002 §2): the applicant's full name, the offer's
 * description, its staff demand, position, salary, start day and validity, its status name and its
 * completed date or '-'; back to the applicant.
 */
export function OfferDetailPage() {
  const { t, i18n } = useTranslation();
  const day = (value: string | null | undefined) => (value ? formatDate(value) : '-');
  const id = Number(useParams().offerId);
  const valid = Number.isInteger(id) && id > 0;
  const { offer } = useApplicantOffer(id, valid);
  if (!valid) return <NotFoundRedirect />;
  const lines: [string, string][] = offer
    ? [
        [
          t('contract:fields.applicantFullName'),
          `${offer.applicant?.name ?? ''} ${offer.applicant?.surname ?? ''}`,
        ],
        [t('contract:fields.description'), offer.description],
        [t('contract:fields.staffDemandId'), offer.staffDemand?.description ?? '-'],
        [t('contract:fields.jobPositionId'), offer.jobPosition?.name ?? '-'],
        [t('contract:fields.salary'), formatAmount(offer.salary, i18n.language)],
        [t('contract:fields.startDate'), day(offer.startDate)],
        [t('contract:fields.validUntil'), day(offer.validUntil)],
        [t('contract:fields.state'), offer.status?.name ?? '-'],
        [t('applicants.completedDate'), day(offer.completedDate)],
      ]
    : [];
  return (
    <>
      <ListToolbar heading={t('applicants.offerTitle')} back="applicant" createLabel="" />
      {offer && (
        <Paper variant="outlined" sx={{ p: 2 }}>
          <DetailList items={lines.map(([label, value]) => ({ label, value: value || '-' }))} />
        </Paper>
      )}
    </>
  );
}
