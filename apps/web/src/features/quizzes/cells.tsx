import { useTranslation } from 'react-i18next';
import type { Row } from '../../crud/core/row.ts';

/** Total minutes with the suffix 'dk' (spec 002 §2, §9). */
export function MinutesCell({ row }: { row: Row }) {
  const { t } = useTranslation();
  return <>{t('quizzes.minutes', { count: Number(row.totalMinutes ?? 0) })}</>;
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
