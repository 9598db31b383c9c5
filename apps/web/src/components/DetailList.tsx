import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export interface DetailItem {
  label: string;
  value: ReactNode;
}

/** Label and value pairs of a read-only record, two columns wide on larger screens. */
export function DetailList({ items }: { items: DetailItem[] }) {
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
        columnGap: 3,
        rowGap: 2,
        m: 0,
      }}
    >
      {items.map((item) => (
        <Box key={item.label}>
          <Typography component="dt" variant="caption" color="text.secondary">
            {item.label}
          </Typography>
          <Typography component="dd" variant="body1" sx={{ m: 0, minHeight: 24 }}>
            {item.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
