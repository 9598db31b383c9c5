import { useQuery } from '@tanstack/react-query';
import { useFailureToast } from '../../../crud/hooks/useFailureToast.ts';
import { request } from '../../../graphql/client.ts';
import {
  ApplicantInterViewDocument,
  type ApplicantInterViewQuery,
} from '../../../graphql/generated/interviews.ts';

export type InterviewDetail = NonNullable<ApplicantInterViewQuery['applicantInterView']['data']>;

/** One interview with every vote (the panel is not blind); cached under `applicantInterView`. */
export function useInterview(id: number, enabled: boolean) {
  const query = useQuery({
    queryKey: ['applicantInterView', id],
    queryFn: ({ signal }) => request('main', ApplicantInterViewDocument, { id }, { signal }),
    enabled,
  });
  useFailureToast(query.data);
  return {
    interview: query.data?.isSuccess ? query.data.data : null,
    missing: query.data ? !query.data.isSuccess : false,
    loading: query.isFetching,
  };
}
