import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import BlockIcon from '@mui/icons-material/Block';
import SwapIcon from '@mui/icons-material/SwapHoriz';
import { useTranslation } from 'react-i18next';
import { CancelDialog } from './CancelDialog.tsx';
import { DecideDialog } from './DecideDialog.tsx';
import { HandOverDialog } from './HandOverDialog.tsx';
import { isRunning, type RequestCommandView, type WorkflowRequestView } from './requestTypes.ts';

export interface RequestActionsProps {
  request: WorkflowRequestView;
  /** Also hand over and cancel ('Süreçler'); else only the decisions (a leave request, a submission). */
  manage?: boolean;
  /** After an action: whatever shows the request besides the request reads. */
  onChanged?: () => void;
}

type Open = { kind: 'decide'; command: RequestCommandView } | { kind: 'handOver' } | { kind: 'cancel' };

/**
 * What can be done to a running request: one button per command of the step it waits at (while someone is
 * asked), and with `manage` hand over and cancel. Nothing once it has ended.
 */
export function RequestActions({ request, manage = false, onChanged }: RequestActionsProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<Open | null>(null);
  if (!isRunning(request)) return null;
  const close = () => setOpen(null);
  const changed = onChanged ? { onChanged } : {};
  const decides = request.waitingOn.length > 0;
  const handsOver = decides || request.stuckReason === 'NoApprovers';
  return (
    <>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {decides &&
          request.commands.map((command) => (
            <Button
              key={command.id}
              variant={command.goNextStep ? 'contained' : 'outlined'}
              color={command.goNextStep ? 'primary' : 'error'}
              onClick={() => setOpen({ kind: 'decide', command })}
            >
              {command.name}
            </Button>
          ))}
        {manage && handsOver && (
          <Button variant="outlined" startIcon={<SwapIcon />} onClick={() => setOpen({ kind: 'handOver' })}>
            {t('requests.handOver')}
          </Button>
        )}
        {manage && (
          <Button color="error" startIcon={<BlockIcon />} onClick={() => setOpen({ kind: 'cancel' })}>
            {t('requests.cancel')}
          </Button>
        )}
      </Stack>
      {open?.kind === 'decide' && (
        <DecideDialog request={request} command={open.command} onClose={close} {...changed} />
      )}
      {open?.kind === 'handOver' && <HandOverDialog request={request} onClose={close} {...changed} />}
      {open?.kind === 'cancel' && <CancelDialog request={request} onClose={close} {...changed} />}
    </>
  );
}
