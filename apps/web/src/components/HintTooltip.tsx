import {
  cloneElement,
  useEffect,
  useRef,
  useState,
  type FocusEvent,
  type PointerEvent,
  type ReactElement,
  type Ref,
} from 'react';
import Tooltip from '@mui/material/Tooltip';

interface HintChildProps {
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void;
  onPointerLeave?: (event: PointerEvent<HTMLElement>) => void;
  onPointerDown?: (event: PointerEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
  ref?: Ref<HTMLElement>;
}

export interface HintTooltipProps {
  title: string;
  /** One element taking pointer and focus handlers (an IconButton), without handlers or a ref of its own. */
  children: ReactElement<HintChildProps>;
  /** The title describes the child (which has its own name) instead of naming it. */
  describeChild?: boolean;
}

/** As long as MUI's Tooltip waits before it opens (its enterDelay). */
export const HINT_DELAY_MS = 100;

/**
 * MUI's Tooltip for a button that is one of many (a list's row actions, an icon picker), mounted once a
 * mouse has rested on the button or a keyboard has focused it for HINT_DELAY_MS — when the Tooltip would
 * open — and opened then. Every mounted Tooltip stores its child's element in its state as the page
 * commits, which draws it and its child again at once: for the 150 icons of a page of 50 rows, a blocking
 * task on a phone. Until then the button is drawn alone (it carries its own name, aria-label).
 *
 * Mounting the Tooltip draws the button anew, so it waits for a pause: a press or a leave before then
 * cancels it (the press reaches the button as drawn), and a button that has lost the focus meanwhile stays
 * as it is; one that kept it gets it back. A touch shows no hint, as a tap.
 */
export function HintTooltip({ title, children, describeChild }: HintTooltipProps) {
  const [mountedBy, setMountedBy] = useState<'pointer' | 'focus' | null>(null);
  const [open, setOpen] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  // once, as the Tooltip mounts: the button drawn anew takes back the focus the old one had
  const refocusOnMount = useRef(false);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  if (mountedBy) {
    const refocus = (element: HTMLElement | null) => {
      if (!element || !refocusOnMount.current) return;
      refocusOnMount.current = false;
      if (document.activeElement === document.body) element.focus();
    };
    return (
      <Tooltip
        title={title}
        describeChild={describeChild}
        open={open}
        onOpen={() => setOpen(true)}
        onClose={() => setOpen(false)}
      >
        {cloneElement(children, { ref: refocus })}
      </Tooltip>
    );
  }

  const cancel = () => window.clearTimeout(timer.current);
  const mountAfterPause = (by: 'pointer' | 'focus', element: HTMLElement) => {
    cancel();
    timer.current = window.setTimeout(() => {
      if (by === 'focus' && document.activeElement !== element) return;
      refocusOnMount.current = by === 'focus';
      setOpen(true);
      setMountedBy(by);
    }, HINT_DELAY_MS);
  };
  return cloneElement(children, {
    onPointerEnter: (event) => {
      if (event.pointerType !== 'touch') mountAfterPause('pointer', event.currentTarget);
    },
    onPointerLeave: cancel,
    onPointerDown: cancel,
    onFocus: (event) => {
      if (event.currentTarget.matches(':focus-visible')) mountAfterPause('focus', event.currentTarget);
    },
    onBlur: cancel,
  });
}
