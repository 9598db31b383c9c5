import Button, { type ButtonProps } from '@mui/material/Button';
import { Loading } from './Loading.tsx';

export type BusyButtonProps = ButtonProps & { busy: boolean };

/** A contained button that is disabled and shows a spinner while its request runs. */
export function BusyButton({ busy, disabled, startIcon, ...props }: BusyButtonProps) {
  return (
    <Button
      variant="contained"
      {...props}
      disabled={disabled || busy}
      startIcon={busy ? <Loading size={16} color="inherit" /> : startIcon}
    />
  );
}
