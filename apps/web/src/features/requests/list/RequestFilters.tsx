import { REQUEST_KINDS, REQUEST_STATES } from '@pano/contract';
import { useTranslation } from 'react-i18next';
import { ActiveSwitch } from '../../../components/ActiveSwitch.tsx';
import { SelectField } from '../../../components/SelectField.tsx';
import { workflowChoices } from '../../../crud/core/commonChoices.ts';
import { ListFilterSelect } from '../../../crud/views/ListFilterSelect.tsx';
import type { RequestListModel } from './useRequestList.ts';

const WORKFLOW_FILTER = {
  name: 'workflowId',
  labelKey: 'requests.workflow',
  allLabelKey: 'requests.all',
  options: { source: workflowChoices },
} as const;

/** A select holds numbers: a kind or a state is its place in the contract's list, from 1. */
const position = (list: readonly string[], value: string | null) =>
  value === null ? null : list.indexOf(value) + 1;

/** Above 'Süreçler': kind ('Hepsi' first), workflow, state (running by default) and 'Yalnızca takılanlar'. */
export function RequestFilters({ list }: { list: RequestListModel }) {
  const { t } = useTranslation();
  const { state, setFilters } = list;
  return (
    <>
      <SelectField
        label={t('requests.kind')}
        value={position(REQUEST_KINDS, state.kind)}
        options={REQUEST_KINDS.map((kind, index) => ({
          id: index + 1,
          label: t(`contract:requestKind.${kind}`),
        }))}
        onChange={(value) => setFilters({ kind: value === null ? null : (REQUEST_KINDS[value - 1] ?? null) })}
        emptyLabel={t('requests.all')}
        size="small"
        minWidth={160}
      />
      <ListFilterSelect
        filter={WORKFLOW_FILTER}
        value={state.workflowId}
        onChange={(workflowId) => setFilters({ workflowId })}
      />
      <SelectField
        label={t('requests.state')}
        value={position(REQUEST_STATES, state.state)}
        options={REQUEST_STATES.map((value, index) => ({
          id: index + 1,
          label: t(`contract:requestState.${value}`),
        }))}
        onChange={(value) => setFilters({ state: REQUEST_STATES[(value ?? 1) - 1] ?? 'running' })}
        size="small"
        minWidth={160}
      />
      <ActiveSwitch
        label={t('requests.stuckOnly')}
        checked={state.stuckOnly}
        onChange={(stuckOnly) => setFilters({ stuckOnly })}
      />
    </>
  );
}
