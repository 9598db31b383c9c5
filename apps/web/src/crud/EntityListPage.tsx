import type { ComponentType } from 'react';
import { Navigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../components/ConfirmDialog.tsx';
import { DataTable } from '../components/DataTable.tsx';
import { RowActions } from '../components/RowActions.tsx';
import { NOT_FOUND_PATH } from '../app/paths.ts';
import { columnViews } from './columnViews.tsx';
import { EntityFormDialog } from './EntityFormDialog.tsx';
import { EntityListToolbar } from './EntityListToolbar.tsx';
import { fillRoute } from './format.ts';
import { RowActionDialog } from './RowActionDialog.tsx';
import { rowLabel } from './rowLabel.ts';
import type { EntityDefinition, Row } from './types.ts';
import { useEntityListPage } from './useEntityListPage.ts';

/** An area's own create/edit dialog (a rich editor, uploads …): it saves by itself. */
export interface OwnDialogProps {
  /** The row to edit; absent when creating. */
  row?: Row;
  onClose: () => void;
  /** Something was saved: the list reloads on page 1. */
  onChanged: () => void;
}

export interface OwnDialog {
  component: ComponentType<OwnDialogProps>;
  /** Whether it edits rows too (else it only creates). */
  edits: boolean;
}

/**
 * The one list page: any entity definition becomes a paged, searchable table with its dialogs. `ownDialog`
 * is the named override point for a screen whose create/edit dialog is its own (announcements, disasters).
 */
export function EntityListPage({
  definition,
  ownDialog,
}: {
  definition: EntityDefinition;
  ownDialog?: OwnDialog;
}) {
  const { t } = useTranslation();
  const page = useEntityListPage(definition);
  if (!page.validParent) return <Navigate to={NOT_FOUND_PATH} replace />;

  const entity = t(`entities.${definition.key}.one`);
  const name = (row: Row) => rowLabel(definition, row);
  const links = (row: Row) =>
    (definition.rowLinks ?? []).map((link) => ({
      label: t(link.labelKey, { name: name(row) }),
      to: fillRoute(link.to, { ...page.params, [link.param]: String(row.id) }),
      ...(link.icon ? { icon: link.icon } : {}),
    }));
  const buttons = (row: Row) =>
    (definition.rowActions ?? []).map((action) => ({
      label: t(action.labelKey, { name: name(row) }),
      icon: action.icon,
      onClick: () => page.openAction(action.key, row),
    }));
  const edits = Boolean(definition.update || ownDialog?.edits);
  const hasActions = Boolean(
    edits || definition.remove || definition.rowLinks?.length || definition.rowActions?.length,
  );
  const Own = ownDialog?.component;
  const openAction = page.action && definition.rowActions?.find((action) => action.key === page.action?.key);

  return (
    <>
      <EntityListToolbar definition={definition} page={page} creates={Boolean(definition.create || Own)} />
      <DataTable
        label={t(`entities.${definition.key}.many`)}
        columns={columnViews(definition.columns, t)}
        rows={page.rows}
        total={page.total}
        page={page.list.state.page}
        pageSize={page.list.state.pageSize}
        {...(definition.pageSizes ? { pageSizeOptions: definition.pageSizes } : {})}
        onPageChange={page.list.setPage}
        onPageSizeChange={page.list.setPageSize}
        loading={page.loading}
        actions={
          hasActions
            ? (row: Row) => (
                <RowActions
                  name={name(row)}
                  links={links(row)}
                  buttons={buttons(row)}
                  onEdit={edits ? () => page.openEdit(row) : undefined}
                  onDelete={definition.remove ? () => page.askDelete(row) : undefined}
                />
              )
            : undefined
        }
      />
      {page.dialog && Own && (
        <Own
          {...(page.dialog.row ? { row: page.dialog.row } : {})}
          onClose={page.closeDialog}
          onChanged={page.changed}
        />
      )}
      {page.dialog && !Own && (
        <EntityFormDialog
          definition={definition}
          state={page.dialog}
          saving={page.saving}
          fixed={page.fixed}
          onClose={page.closeDialog}
          onSubmit={(request) => void page.submit(request)}
        />
      )}
      {openAction && page.action && (
        <RowActionDialog
          action={openAction}
          row={page.action.row}
          name={name(page.action.row)}
          onClose={page.closeAction}
          onChanged={page.changed}
        />
      )}
      <ConfirmDialog
        open={page.pendingDelete !== null}
        title={t('crud.deleteTitle', { entity })}
        message={t('crud.deleteMessage', { name: page.pendingDelete ? name(page.pendingDelete) : '' })}
        confirmLabel={t('common.delete')}
        busy={page.removing}
        onConfirm={() => void page.confirmDelete()}
        onCancel={page.cancelDelete}
      />
    </>
  );
}
