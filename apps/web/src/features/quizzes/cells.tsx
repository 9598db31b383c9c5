import { useTranslation } from 'react-i18next';
import type { Row } from '../../crud/core/row.ts';

/** Total minutes with the suffix 'dk' (spec 002 §2, §9); 0 is a quiz without a time limit, said so. */
export function MinutesCell({ row }: { row: Row }) {
  const { t } = useTranslation();
  const minutes = Number(row.totalMinutes ?? 0);
  return <>{minutes === 0 ? t('quizzes.minutesNone') : t('quizzes.minutes', { count: minutes })}</>;
}

/** An answer's truth: 'Doğru' or 'Yanlış' (spec 002 §2). */
export function TruthCell({ row }: { row: Row }) {
  const { t } = useTranslation();
  return <>{t(row.isTrue === true ? 'quizzes.true' : 'quizzes.false')}</>;
}

/** An attempt's score out of the quiz's maximum ('7 / 10'); '-' while it runs. */
export function ScoreCell({ row }: { row: Row }) {
  return (
    <>
      {row.score === null || row.score === undefined ? '-' : `${String(row.score)} / ${String(row.maxScore)}`}
    </>
  );
}
