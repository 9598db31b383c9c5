import { useState } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { FormItemField, type ShownItem } from './FormItemField.tsx';

export interface ShownCategory {
  id: number;
  name: string;
  isActive: boolean;
  isPassived: boolean;
  items: readonly (ShownItem & { isDeleted: boolean })[];
}

interface Props {
  categories: readonly ShownCategory[];
  /** Answers by item id; with `readOnly` nothing changes. */
  answers?: Readonly<Record<string, string>>;
  readOnly?: boolean;
}

/**
 * A form's categories as tabs of its items: deleted items are hidden, an inactive category's tab is
 * disabled (spec 001 §2). Without answers it is a preview that can be tried out locally.
 */
export function FormTabs({ categories, answers = {}, readOnly = false }: Props) {
  const first = Math.max(
    0,
    categories.findIndex((c) => c.isActive && !c.isPassived),
  );
  const [tab, setTab] = useState(first);
  const [tried, setTried] = useState<Record<string, string>>({});
  const category = categories[tab];
  return (
    <Box>
      <Tabs value={tab} onChange={(_, next: number) => setTab(next)} variant="scrollable" sx={{ mb: 2 }}>
        {categories.map((c, index) => (
          <Tab key={c.id} value={index} label={c.name} disabled={!c.isActive || c.isPassived} />
        ))}
      </Tabs>
      {category && (
        <Stack spacing={2} role="tabpanel" aria-label={category.name}>
          {category.items
            .filter((item) => !item.isDeleted)
            .map((item) => (
              <FormItemField
                key={item.id}
                item={item}
                readOnly={readOnly}
                value={(readOnly ? answers : tried)[String(item.id)] ?? ''}
                onChange={(value) => setTried((all) => ({ ...all, [String(item.id)]: value }))}
              />
            ))}
        </Stack>
      )}
    </Box>
  );
}
