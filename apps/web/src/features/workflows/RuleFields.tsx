import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  CONDITION_FACTS,
  CONDITION_OPERATORS,
  type ConditionFact,
  type ConditionOperator,
} from '@pano/contract';
import { useTranslation } from 'react-i18next';
import type { StepFieldProps } from './stepForm.ts';
import { StepSection } from './StepSection.tsx';
import { OPERATOR_SYMBOLS } from './steps.ts';

/** Read by screen readers, not shown. */
const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/**
 * A step's rule, for every kind: the switch, then the fact, the comparison (shown as >, ≥, <, ≤, =, named in
 * words) and the value. Off, the dialog sends `rule: null` and a stored rule goes.
 */
export function RuleFields({ form, issues, set }: StepFieldProps) {
  const { t } = useTranslation();
  const words = (operator: string) => t(`workflows.operator.${operator}`);
  return (
    <StepSection title={t('workflows.rule')}>
      <FormControlLabel
        control={<Switch checked={form.ruleOn} onChange={(e) => set({ ruleOn: e.target.checked })} />}
        label={t('workflows.ruleOn')}
      />
      {form.ruleOn && (
        <Typography variant="caption" color="text.secondary">
          {t('workflows.ruleNote')}
        </Typography>
      )}
      {form.ruleOn && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
          <TextField
            select
            fullWidth
            label={t('workflows.ruleFact')}
            value={form.ruleFact}
            onChange={(e) => set({ ruleFact: e.target.value as ConditionFact })}
          >
            {CONDITION_FACTS.map((fact) => (
              <MenuItem key={fact} value={fact}>
                {t(`workflows.fact.${fact}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            label={t('contract:fields.operator')}
            value={form.ruleOperator}
            onChange={(e) => set({ ruleOperator: e.target.value as ConditionOperator })}
            sx={{ width: { xs: '100%', sm: 150 }, flexShrink: 0 }}
            slotProps={{
              select: {
                renderValue: (value) => (
                  <>
                    <span aria-hidden="true">{OPERATOR_SYMBOLS[value as ConditionOperator]}</span>
                    <Box component="span" sx={visuallyHidden}>
                      {words(String(value))}
                    </Box>
                  </>
                ),
              },
            }}
          >
            {CONDITION_OPERATORS.map((operator) => (
              <MenuItem key={operator} value={operator}>
                <Box component="span" aria-hidden="true" sx={{ minWidth: 24, fontWeight: 'bold' }}>
                  {OPERATOR_SYMBOLS[operator]}
                </Box>
                {words(operator)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            type="number"
            required
            label={t('contract:fields.value')}
            value={form.ruleValue}
            onChange={(e) => set({ ruleValue: e.target.value })}
            error={Boolean(issues.ruleValue)}
            helperText={issues.ruleValue}
            sx={{ width: { xs: '100%', sm: 150 }, flexShrink: 0 }}
          />
        </Stack>
      )}
    </StepSection>
  );
}
