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

/** The one list page: any entity definition becomes a paged, searchable table with its dialogs. */
export function EntityListPage({ definition }: { definition: EntityDefinition }) {
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
  const hasActions = Boolean(
    definition.update || definition.remove || definition.rowLinks?.length || definition.rowActions?.length,
  );
  const openAction = page.action && definition.rowActions?.find((action) => action.key === page.action?.key);

  return (
    <>
      <EntityListToolbar definition={definition} page={page} />
      <DataTable
        label={t(`entities.${definition.key}.many`)}
        columns={columnViews(definition.columns, t)}
        rows={page.rows}
        total={page.total}
        page={page.list.state.page}
        pageSize={page.list.state.pageSize}
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
                  onEdit={definition.update ? () => page.openEdit(row) : undefined}
                  onDelete={definition.remove ? () => page.askDelete(row) : undefined}
                />
              )
            : undefined
        }
      />
      {page.dialog && (
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
