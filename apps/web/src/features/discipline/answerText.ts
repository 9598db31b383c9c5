import { elementCode, readMatrixAnswer } from '@pano/contract';
import { formatDate } from '../../crud/core/format.ts';

export interface AnsweredItem {
  formElementId: number;
  options: readonly { id: number; value: string }[];
}

/**
 * An answer as a reader sees it (docs/forms.md): a choice by its option's text, a yes/no in words, a
 * matrix with rows one 'row: choice' per line, a date as dd.mm.yyyy, text as written. `yesNo` gives the
 * words for a checkbox.
 */
export function answerText(item: AnsweredItem, value: string, yesNo: (yes: boolean) => string): string {
  const option = (id: string | number) =>
    item.options.find((o) => String(o.id) === String(id))?.value ?? String(id);
  switch (elementCode(item.formElementId)) {
    case 'dropdown':
    case 'radiobutton':
      return option(value);
    case 'matrix': {
      const rows = readMatrixAnswer(value);
      return rows
        ? Object.entries(rows)
            .map(([row, id]) => `${row}: ${option(id)}`)
            .join('\n')
        : option(value);
    }
    case 'checkbox':
      return yesNo(value === 'true');
    case 'datetime':
      return formatDate(value);
    default:
      return value;
  }
}
