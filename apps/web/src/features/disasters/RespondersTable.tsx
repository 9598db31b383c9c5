import Box from '@mui/material/Box';
import type { Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { useNestedList } from '../../crud/hooks/useNestedList.ts';
import { NestedTable } from '../../crud/views/NestedTable.tsx';
import { disasterResponseDefinition } from './disasters.ts';

/** 'İyi değilim' rows marked by a red bar, the row chosen on the map outlined (table rows, phone cards). */
const HIGHLIGHTS = {
  '& tr:has(.needs-help-response) > :first-of-type, & .MuiCard-root:has(.needs-help-response)': {
    boxShadow: (theme: Theme) => `inset 4px 0 0 ${theme.palette.error.main}`,
  },
  '& tr:has(.chosen-responder), & .MuiCard-root:has(.chosen-responder)': {
    outline: '2px solid',
    outlineColor: 'primary.main',
    outlineOffset: -2,
  },
};

/** The 'responded users' tab: who, 'I am good' / 'I am not good', where and when; the filter starts on page 1. */
export function RespondersTable({ disasterId, needsHelp }: { disasterId: number; needsHelp: boolean }) {
  const { t } = useTranslation();
  const list = useNestedList(disasterResponseDefinition, disasterId, { needsHelp });
  return (
    <Box sx={HIGHLIGHTS}>
      <NestedTable
        definition={disasterResponseDefinition}
        label={t('disasters.tabs.responses')}
        list={list}
      />
    </Box>
  );
}
