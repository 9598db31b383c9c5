import { useTranslation } from 'react-i18next';
import type { Row } from '../../../crud/core/row.ts';

/** An amount with two decimals in the reader's way of writing numbers (45.250,50 / 45,250.50); '-' without one. */
export function formatAmount(value: unknown, language: string): string {
  if (typeof value !== 'number') return '-';
  return new Intl.NumberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    value,
  );
}

/** An offer's salary in the offers tab. */
export function SalaryCell({ row }: { row: Row }) {
  const { i18n } = useTranslation();
  return <>{formatAmount(row.salary, i18n.language)}</>;
}
