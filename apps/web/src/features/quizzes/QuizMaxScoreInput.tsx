import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { FieldInputProps } from '../../crud/core/fieldTypes.ts';
import { TextInput } from '../../crud/views/fields/TextInput.tsx';
import { useQuizMaxScore } from './useQuizMaxScore.ts';

/**
 * A score range's Max with the quiz's own points under it ('Bu quizin toplam puanı: 3'): a range lies within
 * them (the server refuses one above, docs/quizzes.md).
 */
export function QuizMaxScoreInput(props: FieldInputProps) {
  const { t } = useTranslation();
  const max = useQuizMaxScore(Number(useParams().quizId ?? 0));
  return (
    <Stack>
      <TextInput {...props} />
      {max !== null && (
        <FormHelperText sx={{ mx: 1.75 }} data-testid="quiz-max-score">
          {t('quizzes.quizMax', { max })}
        </FormHelperText>
      )}
    </Stack>
  );
}
