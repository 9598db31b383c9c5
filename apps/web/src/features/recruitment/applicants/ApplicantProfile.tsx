import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../crud/core/format.ts';
import { DetailList } from '../../../components/DetailList.tsx';
import type { ApplicantProfileQuery } from '../../../graphql/generated/applicants.ts';

type Applicant = NonNullable<ApplicantProfileQuery['applicant']['data']>;

/** The profile card's lines (spec 002 §2): name, e-mail, birth date, town/city, reference, employment, education. */
export function ApplicantProfile({ applicant }: { applicant: Applicant }) {
  const { t } = useTranslation();
  const place = [applicant.townType?.name, applicant.cityType?.name].filter(Boolean).join(' / ');
  const lines: [string, string | null | undefined][] = [
    [t('applicants.fullName'), applicant.fullName],
    [t('contract:fields.email'), applicant.email],
    [t('contract:fields.gsm'), applicant.gsm],
    [t('contract:fields.birthDate'), applicant.birthDate ? formatDate(applicant.birthDate) : null],
    [t('applicants.place'), place],
    [t('contract:fields.reference'), applicant.reference],
    [t('contract:fields.employmentTypeId'), applicant.employmentType?.name],
    [t('contract:fields.educationStatusId'), applicant.educationStatus?.name],
    [t('contract:fields.jobPositionId'), applicant.jobPosition?.name],
  ];
  return <DetailList items={lines.map(([label, value]) => ({ label, value: value || '-' }))} />;
}
