import { useTranslation } from 'react-i18next';
import { useNestedList } from '../../crud/hooks/useNestedList.ts';
import { NestedTable } from '../../crud/views/NestedTable.tsx';
import { disasterUserDefinition } from './disasters.ts';

/** The 'sending users' tab: name, surname, email, gsm, read flag and read time (DD.MM.YYYY HH:mm:ss). */
export function RecipientsTable({ disasterId }: { disasterId: number }) {
  const { t } = useTranslation();
  const list = useNestedList(disasterUserDefinition, disasterId);
  return <NestedTable definition={disasterUserDefinition} label={t('disasters.tabs.users')} list={list} />;
}
