import type { ReactNode } from 'react';

/** One column of a DataTable (and one line of its phone cards). */
export interface DataColumn<R> {
  id: string;
  header: string;
  cell: (row: R) => ReactNode;
  align?: 'left' | 'right';
  /** The API's sort column for this column: its header sorts the list. */
  sortKey?: string;
}
