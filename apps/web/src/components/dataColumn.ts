import type { ReactNode } from 'react';

/** What titles a row's phone card: the row's name, and the columns it is made of (not repeated as lines). */
export interface CardTitle<R> {
  of: (row: R) => ReactNode;
  columns: readonly string[];
}

/** One column of a DataTable (and one line of its phone cards). */
export interface DataColumn<R> {
  id: string;
  header: string;
  cell: (row: R) => ReactNode;
  align?: 'left' | 'right';
  /** The API's sort column for this column: its header sorts the list. */
  sortKey?: string;
}
