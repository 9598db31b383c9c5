import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CardTitle, DataColumn } from './dataColumn.ts';

export interface DataCardsProps<R extends { id: number }> {
  label: string;
  columns: DataColumn<R>[];
  rows: R[];
  actions?: (row: R) => ReactNode;
  empty: ReactNode;
  /** The row's name as the title (a definition says what names a row); the first column's value if not. */
  title?: CardTitle<R>;
}

/**
 * A list's rows as compact cards, for narrow screens (a phone): the row's name is the title ('Ahmet Aksoy',
 * '0 – 49'; else the first column's value), the other columns label: value lines, and the row's actions wrap
 * under them, always within reach.
 */
export function DataCards<R extends { id: number }>({
  label,
  columns,
  rows,
  actions,
  empty,
  title,
}: DataCardsProps<R>) {
  const [first, ...others] = columns;
  const heading = title ? title.of : first?.cell;
  const rest = title ? columns.filter((column) => !title.columns.includes(column.id)) : others;
  if (rows.length === 0)
    return (
      <Typography component="div" role="status" align="center" sx={{ p: 2 }}>
        {empty}
      </Typography>
    );
  return (
    <Stack component="ul" aria-label={label} spacing={0} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {rows.map((row) => (
        <Box
          component="li"
          key={row.id}
          sx={{
            px: 2,
            py: 1.5,
            borderBottom: 1,
            borderColor: 'divider',
            '&:last-of-type': { borderBottom: 0 },
          }}
        >
          {heading && (
            <Typography component="div" variant="subtitle2" sx={{ overflowWrap: 'anywhere' }}>
              {heading(row)}
            </Typography>
          )}
          {rest.map((column) => (
            <Box
              key={column.id}
              sx={{ display: 'flex', gap: 1, typography: 'body2', overflowWrap: 'anywhere' }}
            >
              <Box component="span" sx={{ color: 'text.secondary', flexShrink: 0 }}>
                {column.header}:
              </Box>
              <Box component="span" sx={{ minWidth: 0 }}>
                {column.cell(row)}
              </Box>
            </Box>
          ))}
          {actions && (
            <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', mt: 0.5 }}>
              {actions(row)}
            </Box>
          )}
        </Box>
      ))}
    </Stack>
  );
}
