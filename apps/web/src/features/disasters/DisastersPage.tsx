import { EntityListPage, type OwnDialogProps } from '../../crud/EntityListPage.tsx';
import { disasterDefinition as definition } from './definitions.ts';
import { DisasterCreateDialog } from './DisasterCreateDialog.tsx';
import { useCreateDisaster } from './useCreateDisaster.ts';

/** The disaster's create dialog in the list: the CreateDisaster toast and a reload on page 1. */
function DisasterListDialog({ onClose, onChanged }: OwnDialogProps) {
  const { create, saving } = useCreateDisaster(onChanged);
  return (
    <DisasterCreateDialog
      saving={saving}
      onClose={onClose}
      onSubmit={(values) => void create(values).finally(onClose)}
    />
  );
}

const OWN_DIALOG = { component: DisasterListDialog, edits: false };

/** /afet/afetler: the generic list (search, paging, delete, detail links) with the disaster's create dialog. */
export function DisastersPage() {
  return <EntityListPage definition={definition} ownDialog={OWN_DIALOG} />;
}
