import { useEffect, useLayoutEffect, useState } from 'react';

/** The gap kept between the toasts and the screen's top, the header or a dialog's title or buttons. */
export const TOAST_GAP = 8;

const overlaps = (a: DOMRect, b: DOMRect) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** What toasts must leave visible: the header, and the topmost open dialog's title and buttons. */
function keptClear() {
  const header = document.querySelector('.MuiAppBar-root')?.getBoundingClientRect();
  const papers = document.querySelectorAll('.MuiDialog-paper');
  const dialog = papers[papers.length - 1];
  const title = dialog?.querySelector('.MuiDialogTitle-root')?.getBoundingClientRect();
  const actions = dialog?.querySelector('.MuiDialogActions-root');
  const buttons = [...(actions?.querySelectorAll('button, a, [role="button"]') ?? [])];
  const kept = [header, title, ...buttons.map((button) => button.getBoundingClientRect())].filter(
    (rect): rect is DOMRect => Boolean(rect),
  );
  return { header, title, paper: dialog?.getBoundingClientRect(), kept };
}

/**
 * How far below the screen's top the toasts sit (spec 000 §2: at the top centre; issue 48, 16: never over the
 * header or an open dialog's title and buttons). The first place that covers none of them and fits on the
 * screen: under the header, then under the open dialog's title (over its fields), under the dialog, above it.
 */
export function toastTop(stack: DOMRect, viewport: number): number {
  const { header, title, paper, kept } = keptClear();
  const places = [
    (header?.bottom ?? 0) + TOAST_GAP,
    ...(paper && title ? [title.bottom + TOAST_GAP] : []),
    ...(paper ? [paper.bottom + TOAST_GAP, paper.top - TOAST_GAP - stack.height] : []),
  ];
  const free = places.find((top) => {
    const placed = new DOMRect(stack.left, top, stack.width, stack.height);
    return top >= 0 && top + stack.height <= viewport && !kept.some((rect) => overlaps(placed, rect));
  });
  return free ?? places[0] ?? TOAST_GAP;
}

/**
 * The toasts' distance from the screen's top (`stack`: their element, once drawn), measured again when they
 * change, the window is resized or a dialog opens, closes or grows while they show.
 */
export function useToastTop(stack: HTMLElement | null, count: number): number {
  const [top, setTop] = useState(TOAST_GAP);
  const [changes, setChanges] = useState(0);
  useLayoutEffect(() => {
    if (stack) setTop(toastTop(stack.getBoundingClientRect(), window.innerHeight));
  }, [stack, count, changes]);
  useEffect(() => {
    // a batch of changes to the page is one measure (the observer reports them together)
    const again = () => setChanges((n) => n + 1);
    const observer = new MutationObserver(again);
    observer.observe(document.body, { childList: true, subtree: true });
    window.addEventListener('resize', again);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', again);
    };
  }, []);
  return top;
}
