import { useQuery } from '@tanstack/react-query';
import { useFailureToast } from '../../../crud/hooks/useFailureToast.ts';
import { request } from '../../../graphql/client.ts';
import {
  ApplicantOfferDetailDocument,
  ApplicantProfileDocument,
} from '../../../graphql/generated/applicants.ts';

/** The applicant's profile, duplicates and documents (the applicant page's card and documents block). */
export function useApplicant(id: number, enabled = true) {
  const query = useQuery({
    queryKey: ['applicant', id],
    queryFn: ({ signal }) => request('main', ApplicantProfileDocument, { id }, { signal }),
    enabled,
  });
  useFailureToast(query.data);
  return {
    applicant: query.data?.isSuccess ? query.data.data : null,
    reload: () => void query.refetch(),
  };
}

/** One offer (the offer page). */
export function useApplicantOffer(id: number, enabled = true) {
  const query = useQuery({
    queryKey: ['applicantOffer', id],
    queryFn: ({ signal }) => request('main', ApplicantOfferDetailDocument, { id }, { signal }),
    enabled,
  });
  useFailureToast(query.data);
  return { offer: query.data?.isSuccess ? query.data.data : null };
}
