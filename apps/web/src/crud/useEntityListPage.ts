import { useMemo, useState } from 'react';
import { useParams } from 'react-router';
import type { DialogValues } from './contractResolver.ts';
import type { MutationMode } from './documents.ts';
import { buildPagerModel, parentId } from './pagerModel.ts';
import type { EntityDefinition, Row } from './types.ts';
import { useEntityList } from './useEntityList.ts';
import { useEntityMutations } from './useEntityMutations.ts';
import { useListState } from './useListState.ts';
import { useParentName } from './useParentName.ts';
import { useSearchInput } from './useSearchInput.ts';

export interface DialogState {
  mode: MutationMode;
  row?: Row;
}

/** Everything the generic list page shows and does, without markup. */
export function useEntityListPage(definition: EntityDefinition) {
  const params = useParams();
  const parentParam = definition.parent ? params[definition.parent.param] : undefined;
  const routeParams = useMemo(
    () => (definition.parent ? { [definition.parent.param]: parentParam } : {}),
    [definition.parent, parentParam],
  );
  const list = useListState(definition);
  const searchInput = useSearchInput(list.search);
  const pagerModel = useMemo(
    () => buildPagerModel(definition, list.state, routeParams),
    [definition, list.state, routeParams],
  );
  const parent = parentId(definition, routeParams);
  const validParent = !definition.parent || parent !== null;
  const { rows, total, loading } = useEntityList(definition, pagerModel, validParent);
  const parentName = useParentName(definition, parent);
  const mutations = useEntityMutations(definition, list.firstPage);
  const [dialog, setDialog] = useState<DialogState | null>(null);
  const [pendingDelete, setPendingDelete] = useState<Row | null>(null);

  return {
    params,
    list,
    searchInput,
    rows,
    total,
    loading,
    validParent,
    parentName,
    dialog,
    saving: mutations.saving,
    removing: mutations.removing,
    pendingDelete,
    openCreate: () => setDialog({ mode: 'create' }),
    openEdit: (row: Row) => setDialog({ mode: 'update', row }),
    closeDialog: () => setDialog(null),
    async submit(values: DialogValues) {
      if (!dialog) return;
      try {
        await mutations.save({ mode: dialog.mode, values });
      } finally {
        setDialog(null);
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
  };
}

export type EntityListPageModel = ReturnType<typeof useEntityListPage>;
