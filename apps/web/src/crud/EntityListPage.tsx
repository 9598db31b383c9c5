import { Navigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ActiveSwitch } from '../components/ActiveSwitch.tsx';
import { ConfirmDialog } from '../components/ConfirmDialog.tsx';
import { DataTable } from '../components/DataTable.tsx';
import { ListToolbar } from '../components/ListToolbar.tsx';
import { RowActions } from '../components/RowActions.tsx';
import { SearchBox } from '../components/SearchBox.tsx';
import { NOT_FOUND_PATH } from '../app/paths.ts';
import { EntityFormDialog } from './EntityFormDialog.tsx';
import { fillRoute, formatCell, valueAt } from './format.ts';
import type { EntityDefinition, Row } from './types.ts';
import { useEntityListPage } from './useEntityListPage.ts';

const rowName = (row: Row) => String(row.name ?? row.id);

/** The one list page: any entity definition becomes a paged, searchable table with its dialogs. */
export function EntityListPage({ definition }: { definition: EntityDefinition }) {
  const { t } = useTranslation();
  const page = useEntityListPage(definition);
  if (!page.validParent) return <Navigate to={NOT_FOUND_PATH} replace />;

  const entity = t(`entities.${definition.key}.one`);
  const plural = t(`entities.${definition.key}.many`);
  const { state } = page.list;
  const links = (row: Row) =>
    (definition.rowLinks ?? []).map((link) => ({
      label: t(link.labelKey, { name: rowName(row) }),
      to: fillRoute(link.to, { ...page.params, [link.param]: String(row.id) }),
    }));
  const columns = definition.columns.map((column) => ({
    id: column.path,
    header: t(column.labelKey ?? `contract:fields.${column.path}`),
    cell: (row: Row) => formatCell(valueAt(row, column.path), column.format ?? 'text', t),
    align: column.format === 'coordinate' ? ('right' as const) : ('left' as const),
  }));
  const hasActions = Boolean(definition.update || definition.remove || definition.rowLinks?.length);

  return (
    <>
      <ListToolbar
        heading={
          page.parentName ? t('crud.nestedHeading', { parent: page.parentName, title: plural }) : undefined
        }
        backTo={definition.back ? fillRoute(definition.back, page.params) : undefined}
        createLabel={t('crud.createTitle', { entity })}
        onCreate={definition.create ? page.openCreate : undefined}
      >
        {definition.searchable !== false && (
          <SearchBox
            label={t('common.search')}
            value={page.searchInput.value}
            onChange={page.searchInput.onChange}
          />
        )}
        {definition.hasActive && (
          <ActiveSwitch
            label={t('crud.showPassive')}
            checked={state.showPassive}
            onChange={page.list.setShowPassive}
          />
        )}
      </ListToolbar>
      <DataTable
        label={plural}
        columns={columns}
        rows={page.rows}
        total={page.total}
        page={state.page}
        pageSize={state.pageSize}
        onPageChange={page.list.setPage}
        onPageSizeChange={page.list.setPageSize}
        loading={page.loading}
        actions={
          hasActions
            ? (row: Row) => (
                <RowActions
                  name={rowName(row)}
                  links={links(row)}
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
          onClose={page.closeDialog}
          onSubmit={(values) => void page.submit(values)}
        />
      )}
      <ConfirmDialog
        open={page.pendingDelete !== null}
        title={t('crud.deleteTitle', { entity })}
        message={t('crud.deleteMessage', { name: page.pendingDelete ? rowName(page.pendingDelete) : '' })}
        confirmLabel={t('common.delete')}
        busy={page.removing}
        onConfirm={() => void page.confirmDelete()}
        onCancel={page.cancelDelete}
      />
    </>
  );
}
