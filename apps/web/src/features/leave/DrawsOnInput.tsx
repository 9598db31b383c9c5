import { LEAVE_DRAWS } from '@pano/contract';
import { useTranslation } from 'react-i18next';
import type { FieldInputProps } from '../../crud/core/fieldTypes.ts';
import { KeySelectInput } from '../../crud/views/fields/KeySelectInput.tsx';

/** What a leave type's days draw on (docs/leave.md); another choice empties the type's own days a year. */
export function DrawsOnInput(props: FieldInputProps) {
  const { t } = useTranslation();
  const options = LEAVE_DRAWS.map((key) => ({ key, name: t(`contract:leaveDraw.${key}`) }));
  return <KeySelectInput {...props} options={options} resets={{ field: 'yearlyDays', value: null }} />;
}

/** The list's cell: the choice in the reader's language, with the days of a type of its own. */
export function DrawsOnCell({ row }: { row: Record<string, unknown> }) {
  const { t } = useTranslation();
  const drawsOn = typeof row.drawsOn === 'string' ? row.drawsOn : 'annual';
  const days =
    typeof row.yearlyDays === 'number' ? ` · ${t('leave.daysAYear', { count: row.yearlyDays })}` : '';
  return <>{`${t(`contract:leaveDraw.${drawsOn}`)}${drawsOn === 'own' ? days : ''}`}</>;
}
