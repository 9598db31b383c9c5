import type { MouseEvent } from 'react';
import Button, { type ButtonProps } from '@mui/material/Button';
import { Loading } from './Loading.tsx';
import { useOneAtATime } from './useOneAtATime.ts';

export type BusyButtonProps = Omit<ButtonProps, 'onClick'> & {
  busy: boolean;
  /** When it answers the request's promise, clicks until it settles are dropped (a double click sends once). */
  onClick?: (event: MouseEvent<HTMLButtonElement>) => void | Promise<unknown>;
};

/** A contained button that is disabled and shows a spinner while its request runs. */
export function BusyButton({ busy, disabled, startIcon, onClick, ...props }: BusyButtonProps) {
  const click = useOneAtATime(onClick);
  return (
    <Button
      variant="contained"
      {...props}
      onClick={onClick && click}
      disabled={disabled || busy}
      startIcon={busy ? <Loading size={16} color="inherit" /> : startIcon}
    />
  );
}
