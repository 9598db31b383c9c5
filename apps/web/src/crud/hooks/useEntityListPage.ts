import { useMemo, useState } from 'react';
import { useParams } from 'react-router';
import type { EntityDefinition } from '../core/definition.ts';
import type { FormValues, MutationMode } from '../core/fieldTypes.ts';
import { buildPagerModel, parentId } from '../core/pagerModel.ts';
import type { Row } from '../core/row.ts';
import type { SaveOutcome, SaveRequest } from '../core/saveEntity.ts';
import { useEntityList } from './useEntityList.ts';
import { useEntityMutations } from './useEntityMutations.ts';
import { useListState } from './useListState.ts';
import { useUrlListState } from './useUrlListState.ts';
import { useParentName } from './useParentName.ts';
import { useSearchInput } from './useSearchInput.ts';

/** The create or edit dialog that is open, and for which row. */
export interface DialogState {
  mode: MutationMode;
  row?: Row;
}

/** A row action's dialog that is open, and for which row. */
export interface OpenAction {
  key: string;
  row: Row;
}

/**
 * Everything the generic list page shows and does, without markup. Its pager and filters live in the URL,
 * or with `localState` in the page (a second list on a screen whose URL belongs to the first: a user's
 * substitutes under their managers).
 */
export function useEntityListPage(definition: EntityDefinition, localState = false) {
  const params = useParams();
  const parentDefinition = definition.list.parent;
  const parentParam = parentDefinition ? params[parentDefinition.param] : undefined;
  const routeParams = useMemo(
    () => (parentDefinition ? { [parentDefinition.param]: parentParam } : {}),
    [parentDefinition, parentParam],
  );
  const inUrl = useUrlListState(definition);
  const inPage = useListState(definition);
  const list = localState ? inPage : inUrl;
  const searchInput = useSearchInput(list.search, list.state.searchText);
  const pagerModel = useMemo(
    () => buildPagerModel(definition, list.state, routeParams),
    [definition, list.state, routeParams],
  );
  const parent = parentId(definition, routeParams);
  const validParent = !parentDefinition || parent !== null;
  const { rows, total, loading } = useEntityList(definition, pagerModel, validParent);
  const parentName = useParentName(definition, parent);
  const mutations = useEntityMutations(definition, list.firstPage);
  const [dialog, setDialog] = useState<DialogState | null>(null);
  const [pendingDelete, setPendingDelete] = useState<Row | null>(null);
  const [action, setAction] = useState<OpenAction | null>(null);
  // A nested list's rows belong to their parent: its id goes into every create and update (`userId`).
  const fixed: FormValues | undefined =
    parentDefinition && parent !== null ? { [parentDefinition.param]: parent } : undefined;

  return {
    params,
    list,
    pagerModel,
    searchInput,
    rows,
    total,
    loading,
    validParent,
    parentName,
    dialog,
    fixed,
    saving: mutations.saving,
    removing: mutations.removing,
    pendingDelete,
    action,
    openCreate: () => setDialog({ mode: 'create' }),
    openEdit: (row: Row) => setDialog({ mode: 'update', row }),
    closeDialog: () => setDialog(null),
    /**
     * Saves the dialog; it closes unless the server refused a field it shows (that message goes to the
     * field, the input kept). The outcome goes back to the dialog, which places those messages.
     */
    async submit(request: SaveRequest): Promise<SaveOutcome | undefined> {
      let outcome: SaveOutcome | undefined;
      try {
        outcome = await mutations.save(request);
        return outcome;
      } finally {
        if (outcome?.status !== 'failed' || !outcome.failures.placed.length) setDialog(null);
      }
    },
    askDelete: setPendingDelete,
    cancelDelete: () => setPendingDelete(null),
    async confirmDelete() {
      if (!pendingDelete) return;
      try {
        await mutations.remove(pendingDelete);
      } finally {
        setPendingDelete(null);
      }
    },
    openAction: (key: string, row: Row) => setAction({ key, row }),
    closeAction: () => setAction(null),
    /** A row action changed something: reload the list on page 1. */
    changed: mutations.refresh,
  };
}

export type EntityListPageModel = ReturnType<typeof useEntityListPage>;
