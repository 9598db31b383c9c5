import { useQuery } from '@tanstack/react-query';
import { useFailureToast } from '../../crud/hooks/useFailureToast.ts';
import { request } from '../../graphql/client.ts';
import { QuizMaxScoreDocument } from '../../graphql/generated/quizzes.ts';

/** A quiz's own points (the sum of its questions' factors), read fresh each time a range dialog opens. */
export function useQuizMaxScore(quizId: number): number | null {
  const query = useQuery({
    queryKey: ['quizMaxScore', quizId],
    queryFn: ({ signal }) => request('main', QuizMaxScoreDocument, { id: quizId }, { signal }),
    enabled: quizId > 0,
    staleTime: 0,
  });
  useFailureToast(query.data);
  return query.data?.isSuccess ? (query.data.data?.maxScore ?? null) : null;
}
