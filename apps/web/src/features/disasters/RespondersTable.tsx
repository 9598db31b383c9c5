import { useTranslation } from 'react-i18next';
import { useNestedList } from '../../crud/hooks/useNestedList.ts';
import { NestedTable } from '../../crud/views/NestedTable.tsx';
import { disasterResponseDefinition } from './disasters.ts';

/** The 'responded users' tab: who, 'I am good' / 'I am not good', and where; the filter starts on page 1. */
export function RespondersTable({ disasterId, needsHelp }: { disasterId: number; needsHelp: boolean }) {
  const { t } = useTranslation();
  const list = useNestedList(disasterResponseDefinition, disasterId, { needsHelp });
  return (
    <NestedTable definition={disasterResponseDefinition} label={t('disasters.tabs.responses')} list={list} />
  );
}
