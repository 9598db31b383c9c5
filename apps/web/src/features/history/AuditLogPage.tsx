import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { EntityDefinition } from '../../crud/core/definition.ts';
import { EntityListPage } from '../../crud/views/EntityListPage.tsx';
import { AuditLogFilters } from './AuditLogFilters.tsx';
import { auditLogDefinition } from './auditLogs.ts';
import { AUDIT_FILTERS, auditFiltersFromUrl, type AuditFilterName } from './auditFilters.ts';

/**
 * 'Değişiklik geçmişi' (docs/history.md): the history list with its filters kept in the URL — a record's
 * 'Geçmiş' link opens it as `?entity=User&entityId=5`, a reload or a shared link shows the same rows; a
 * filter's change goes back to page 1. The list itself is the generic one (paging, the changes dialog,
 * the Excel export of the filter).
 */
export function AuditLogPage() {
  const [params, setParams] = useSearchParams();
  // the filters' part of the URL: the list's own page and sort changing do not make a new definition
  const key = new URLSearchParams(
    AUDIT_FILTERS.flatMap((name) => {
      const value = params.get(name);
      return value === null ? [] : [[name, value]];
    }),
  ).toString();
  const values = useMemo(() => auditFiltersFromUrl(new URLSearchParams(key)), [key]);
  const definition = useMemo<EntityDefinition>(
    () => ({ ...auditLogDefinition, list: { ...auditLogDefinition.list, pagerFields: values } }),
    [values],
  );
  const change = (changes: Partial<Record<AuditFilterName, string | number | null>>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [name, value] of Object.entries(changes)) {
          if (value === null || value === undefined || value === '') next.delete(name);
          else next.set(name, String(value));
        }
        next.delete('page');
        return next;
      },
      { flushSync: true },
    );
  const clear = () =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const name of [...AUDIT_FILTERS, 'page']) next.delete(name);
        return next;
      },
      { flushSync: true },
    );
  return (
    <>
      <AuditLogFilters values={values} onChange={change} onClear={clear} />
      <EntityListPage definition={definition} />
    </>
  );
}
