import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { DataTable } from '../../components/DataTable.tsx';
import { NotFoundRedirect } from '../../components/NotFoundRedirect.tsx';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import ListIcon from '@mui/icons-material/FormatListBulleted';
import HistoryIcon from '@mui/icons-material/History';
import { RowActions } from '../../components/RowActions.tsx';
import type { RowItemView } from '../../components/rowItems.ts';
import { useScreenArea, useScreenPath } from '../../components/screenPaths.ts';
import { compile } from '../core/compile.ts';
import { useCan } from '../../state/permissions.tsx';
import { isFieldsForm, type EntityDefinition, type RowActionDefinition } from '../core/definition.ts';
import { fillRoute } from '../core/format.ts';
import type { Row } from '../core/row.ts';
import { rowLabel, rowTitlePaths } from '../core/rowLabel.ts';
import { useEntityListPage } from '../hooks/useEntityListPage.ts';
import { usePreloadOnIntent } from '../hooks/usePreloadOnIntent.ts';
import { columnViews } from './columnViews.tsx';
import { EntityFormDialog } from './EntityFormDialog.tsx';
import { EntityListToolbar } from './EntityListToolbar.tsx';
import { ListEmpty } from './ListEmpty.tsx';
import { RowActionDialog } from './RowActionDialog.tsx';

/**
 * The one list page: any entity definition becomes a paged, searchable table with its dialogs — the generic
 * one, or the area's own (`form.dialog`) for a screen whose dialog differs (announcements, disasters).
 * `localState`: its pager stays out of the URL (a second list on one screen).
 */
export function EntityListPage({
  definition,
  localState = false,
}: {
  definition: EntityDefinition;
  localState?: boolean;
}) {
  const { t } = useTranslation();
  const page = useEntityListPage(definition, localState);
  const screenPath = useScreenPath();
  const screenArea = useScreenArea();
  // create, edit and delete only for a role that holds them in the screen's area (docs/permissions.md)
  const can = useCan();
  const compiled = compile(definition);
  const creates = compiled.creates && can('create');
  const edits = compiled.edits && can('update');
  const removes = compiled.removes && can('delete');
  const own = definition.form && !isFieldsForm(definition.form) ? definition.form : undefined;
  usePreloadOnIntent(own?.preload);
  if (!page.validParent) return <NotFoundRedirect />;

  const { list, rows: rowOptions } = definition;
  const entity = t(`entities.${definition.key}.one`);
  const name = (row: Row) => rowLabel(definition, row);
  const titlePaths = rowTitlePaths(definition);
  const items = (row: Row): RowItemView[] => {
    const label = (key: string) => t(key, { name: name(row) });
    const links = (rowOptions?.links ?? [])
      .filter((link) => can('read', screenArea(link.screen)))
      .map((link) => ({
        key: link.screen,
        label: label(link.labelKey),
        icon: link.icon ?? ListIcon,
        to: fillRoute(screenPath(link.screen), { ...page.params, [link.param]: String(row.id) }),
      }));
    const actions = (rowOptions?.actions ?? [])
      .filter((action) => (action.shown?.(row) ?? true) && can(actionNeeds(action)))
      .map(({ key, labelKey, icon }) => ({
        key,
        label: label(labelKey),
        icon,
        onClick: () => page.openAction(key, row),
      }));
    const edit = {
      key: 'edit',
      label: label('crud.editItem'),
      icon: EditIcon,
      onClick: () => page.openEdit(row),
    };
    const remove = {
      key: 'delete',
      label: label('crud.deleteItem'),
      icon: DeleteIcon,
      danger: true,
      onClick: () => page.askDelete(row),
    };
    const history =
      rowOptions?.history && can('read', 'history')
        ? [
            {
              key: 'history',
              label: label('crud.historyOf'),
              icon: HistoryIcon,
              menuOnly: true,
              to: `${screenPath('auditLogs')}?${new URLSearchParams({ entity: definition.api.typeName, entityId: String(row.id) })}`,
            },
          ]
        : [];
    return [...links, ...actions, ...(edits ? [edit] : []), ...history, ...(removes ? [remove] : [])];
  };
  const hasActions = Boolean(
    edits || removes || rowOptions?.links?.length || rowOptions?.actions?.length || rowOptions?.history,
  );
  const Own = own?.dialog;
  const openAction = page.action && rowOptions?.actions?.find((action) => action.key === page.action?.key);

  return (
    <>
      <EntityListToolbar definition={definition} page={page} creates={creates} />
      <DataTable
        label={t(`entities.${definition.key}.many`)}
        columns={columnViews(list.columns, t)}
        rows={page.rows}
        total={page.total}
        page={page.list.state.page}
        pageSize={page.list.state.pageSize}
        {...(list.pageSizes ? { pageSizeOptions: list.pageSizes } : {})}
        onPageChange={page.list.setPage}
        onPageSizeChange={page.list.setPageSize}
        sort={page.list.state.sort}
        onSortChange={page.list.sortBy}
        empty={
          <ListEmpty
            state={page.list.state}
            plural={t(`entities.${definition.key}.many`)}
            onCreate={creates ? page.openCreate : undefined}
          />
        }
        loading={page.loading}
        {...(titlePaths ? { cardTitle: { of: name, columns: titlePaths } } : {})}
        actions={
          hasActions
            ? (row: Row) => <RowActions name={name(row)} items={items(row)} inline={rowOptions?.inline} />
            : undefined
        }
      />
      {page.dialog && Own && (
        <Suspense fallback={null}>
          <Own
            {...(page.dialog.row ? { row: page.dialog.row } : {})}
            onClose={page.closeDialog}
            onChanged={page.changed}
          />
        </Suspense>
      )}
      {page.dialog && !Own && (
        <EntityFormDialog
          definition={definition}
          state={page.dialog}
          saving={page.saving}
          fixed={page.fixed}
          onClose={page.closeDialog}
          onSubmit={page.submit}
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
        onConfirm={() => page.confirmDelete()}
        onCancel={page.cancelDelete}
      />
    </>
  );
}

/** What a row action needs of the screen's area: its own word, else update for a form or a confirmation. */
function actionNeeds(action: RowActionDefinition) {
  return action.needs ?? ('form' in action || 'confirm' in action ? 'update' : 'read');
}
