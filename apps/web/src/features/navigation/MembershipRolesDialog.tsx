import type { EntityDefinition, RowActionProps } from '../../crud/core/definition.ts';
import { useEntityMutations } from '../../crud/hooks/useEntityMutations.ts';
import { EntityFormDialog } from '../../crud/views/EntityFormDialog.tsx';

/**
 * A row's roles edited on their own (spec 001 §4): the generic dialog over a definition holding only the
 * roles picker, saved as the membership difference; nothing changed → the 'no changes' notice.
 */
export function rolesDialog(definition: EntityDefinition) {
  return function RolesDialog({ row, onClose, onChanged }: RowActionProps) {
    const mutations = useEntityMutations(definition, onChanged);
    return (
      <EntityFormDialog
        definition={definition}
        state={{ mode: 'update', row }}
        saving={mutations.saving}
        onClose={onClose}
        onSubmit={async (request) => {
          const outcome = await mutations.save(request);
          if (outcome.status !== 'failed') onClose();
          return outcome;
        }}
      />
    );
  };
}
