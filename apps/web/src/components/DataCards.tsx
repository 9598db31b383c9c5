import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { DataColumn } from './dataColumn.ts';

export interface DataCardsProps<R extends { id: number }> {
  label: string;
  columns: DataColumn<R>[];
  rows: R[];
  actions?: (row: R) => ReactNode;
  empty: ReactNode;
}

/**
 * A list's rows as compact cards, for narrow screens (a phone): the first column is the title, the others
 * label: value lines, and the row's actions wrap under them, always within reach.
 */
export function DataCards<R extends { id: number }>({
  label,
  columns,
  rows,
  actions,
  empty,
}: DataCardsProps<R>) {
  const [title, ...rest] = columns;
  if (rows.length === 0)
    return (
      <Typography role="status" align="center" sx={{ p: 2 }}>
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
          {title && (
            <Typography component="div" variant="subtitle2" sx={{ overflowWrap: 'anywhere' }}>
              {title.cell(row)}
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
