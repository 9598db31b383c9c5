import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import WarningIcon from '@mui/icons-material/WarningAmber';
import { useTranslation } from 'react-i18next';

const COLOR = { running: 'info', approved: 'success', rejected: 'error', cancelled: 'default' } as const;

export interface RequestStateProps {
  request: { state: string; stateName: string; stuckReason?: string | null; stuckMessage?: string | null };
  /** Under the chips, the reason it is stuck (lists); a detail says it in an alert of its own. */
  withMessage?: boolean;
}

/** A request's state as a chip; a stuck one is marked 'Takıldı' (a warning), with why when asked. */
export function RequestState({ request, withMessage = false }: RequestStateProps) {
  const { t } = useTranslation();
  const color = COLOR[request.state as keyof typeof COLOR] ?? 'default';
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Chip size="small" variant="outlined" color={color} label={request.stateName} />
        {request.stuckReason && (
          <Chip size="small" color="warning" icon={<WarningIcon />} label={t('requests.stuck')} />
        )}
      </Stack>
      {withMessage && request.stuckMessage && (
        <Typography variant="caption" color="warning.main" sx={{ maxWidth: 280 }}>
          {request.stuckMessage}
        </Typography>
      )}
    </Stack>
  );
}
