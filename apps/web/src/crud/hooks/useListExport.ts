import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { EntityDefinition } from '../core/definition.ts';
import { exportColumns } from '../core/exportColumns.ts';
import { request } from '../../graphql/client.ts';
import { ExportListDocument } from '../../graphql/generated/listExport.ts';
import { useExportAnswer } from './useExportAnswer.ts';

/** The reader's time zone ('Europe/Istanbul'): the file's dates show the clock the screen shows. */
const readerTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * A generic list's Excel file (docs/exports.md, 'Every list'): every row the list's search, filters and sort
 * match (its page and page size left out), the screen's columns with their headers and words in the
 * reader's language, the file named after the screen (`title`); saved, or a notice when the list is empty.
 */
export function useListExport(
  definition: EntityDefinition,
  pagerModel: Readonly<Record<string, unknown>>,
  title: string,
) {
  const { t } = useTranslation();
  const saveExport = useExportAnswer();
  return useMutation({
    mutationFn: () => {
      const { pageNumber: _page, pageSize: _size, ...filters } = pagerModel;
      return request('main', ExportListDocument, {
        inputModel: {
          list: definition.api.list ?? '',
          pagerModel: filters,
          columns: exportColumns(definition.list.columns, t),
          title,
          timeZone: readerTimeZone(),
        },
      });
    },
    onSuccess: saveExport,
  });
}
