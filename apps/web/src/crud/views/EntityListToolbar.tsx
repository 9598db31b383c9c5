import { useTranslation } from 'react-i18next';
import { ActiveSwitch } from '../../components/ActiveSwitch.tsx';
import { ListToolbar } from '../../components/ListToolbar.tsx';
import { SearchBox } from '../../components/SearchBox.tsx';
import type { EntityDefinition } from '../core/definition.ts';
import type { EntityListPageModel } from '../hooks/useEntityListPage.ts';
import { ListExportAction } from './ListExportAction.tsx';
import { isListExport } from './listExportButton.tsx';
import { ListFilterSelect } from './ListFilterSelect.tsx';

/** Above the list: back, heading, filters ('Tümü' first), search, own buttons, 'Pasifleri göster', create. */
export function EntityListToolbar({
  definition,
  page,
  creates,
}: {
  definition: EntityDefinition;
  page: EntityListPageModel;
  /** Whether the page can create (the generic dialog, or the area's own). */
  creates: boolean;
}) {
  const { t } = useTranslation();
  const { list } = definition;
  const { state } = page.list;
  const entity = t(`entities.${definition.key}.one`);
  const plural = t(`entities.${definition.key}.many`);
  const heading = page.parentName
    ? t('crud.nestedHeading', { parent: page.parentName, title: plural })
    : undefined;
  const toolbar = list.toolbar ?? [];
  // every list from the API exports, unless it has an export of its own (docs/exports.md, 'Every list')
  const exports = Boolean(definition.api.list) && !toolbar.some(isListExport);
  return (
    <ListToolbar
      heading={heading}
      back={list.back}
      createLabel={t(list.createKey ?? 'crud.createTitle', { entity })}
      onCreate={creates ? page.openCreate : undefined}
    >
      {(list.filters ?? []).map((filter) => (
        <ListFilterSelect
          key={filter.name}
          filter={filter}
          value={state.filters[filter.name] ?? null}
          onChange={(value) => page.list.setFilter(filter.name, value)}
        />
      ))}
      {list.searchable !== false && (
        <SearchBox
          label={t('common.search')}
          value={page.searchInput.value}
          onChange={page.searchInput.onChange}
        />
      )}
      {toolbar.map((Action, index) => (
        <Action key={index} pagerModel={page.pagerModel} />
      ))}
      {exports && (
        <ListExportAction definition={definition} pagerModel={page.pagerModel} title={heading ?? plural} />
      )}
      {definition.hasActive && (
        <ActiveSwitch
          label={t('crud.showPassive')}
          checked={state.showPassive}
          onChange={page.list.setShowPassive}
        />
      )}
      {list.flagSwitch && (
        <ActiveSwitch
          label={t(list.flagSwitch.labelKey)}
          checked={state.showPassive}
          onChange={page.list.setShowPassive}
        />
      )}
    </ListToolbar>
  );
}
