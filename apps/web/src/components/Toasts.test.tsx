import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import AppBar from '@mui/material/AppBar';
import { showToast } from '../state/toasts.ts';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import { ToastHost } from './ToastHost.tsx';

interface Layout {
  /** The open dialog: its paper, title and buttons (top, bottom). */
  paper?: [number, number];
  title?: [number, number];
  buttons?: [number, number];
}

/** A phone's screen (390 × 844) with a 56 px header; jsdom lays nothing out, so the rectangles a browser measures. */
function layOut({ paper = [0, 0], title = [0, 0], buttons = [0, 0] }: Layout) {
  const rect = ([top, bottom]: [number, number]) => new DOMRect(16, top, 358, bottom - top);
  vi.spyOn(window, 'innerHeight', 'get').mockReturnValue(844);
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    if (this.matches('.MuiAppBar-root')) return new DOMRect(0, 0, 390, 56);
    if (this.matches('.MuiDialog-paper')) return rect(paper);
    if (this.matches('.MuiDialogTitle-root')) return rect(title);
    if (this.closest('.MuiDialogActions-root') && this.matches('button')) return rect(buttons);
    // the toasts' stack: one toast, 56 px high
    if (this.querySelector('[role="status"]')) return new DOMRect(16, 0, 358, 56);
    return new DOMRect();
  });
}

/** A screen with its header, the toasts, and a dialog that is open or not. */
function Page({ open = true }: { open?: boolean }) {
  return (
    <>
      <AppBar>Pano</AppBar>
      <ConfirmDialog
        open={open}
        title="Kaydı sil"
        message="Silinsin mi?"
        confirmLabel="Sil"
        onConfirm={() => undefined}
        onCancel={() => undefined}
      />
      <ToastHost />
    </>
  );
}

async function toast() {
  act(() => showToast({ severity: 'success', message: 'Kaydedildi', duration: null }));
  const shown = await screen.findByRole('status');
  return shown.parentElement as HTMLElement;
}

const topOf = (stack: HTMLElement) => stack.style.top;

describe('where toasts show (issue 48, 16)', () => {
  beforeAll(() => import('./Toasts.tsx'));
  afterEach(() => vi.restoreAllMocks());

  it('at the top centre, under the header', async () => {
    layOut({});
    render(<Page open={false} />);
    // 56 (the header's bottom) + 8
    expect(topOf(await toast())).toBe('64px');
  });

  it("under a tall dialog's title, not over it, and outside the dialog", async () => {
    layOut({ paper: [32, 812], title: [32, 96], buttons: [768, 804] });
    render(<Page />);
    const stack = await toast();
    expect(topOf(stack)).toBe('104px');
    expect(screen.getByRole('dialog').contains(stack)).toBe(false);
  });

  it('under a short dialog near the top, where under its title it would cover the buttons', async () => {
    layOut({ paper: [60, 240], title: [60, 124], buttons: [180, 216] });
    render(<Page />);
    expect(topOf(await toast())).toBe('248px');
  });

  it('under the header when a dialog in the middle leaves it free', async () => {
    layOut({ paper: [300, 460], title: [300, 364], buttons: [408, 444] });
    render(<Page />);
    expect(topOf(await toast())).toBe('64px');
  });

  it('moves when a dialog opens while the toast shows', async () => {
    layOut({ paper: [32, 812], title: [32, 96], buttons: [768, 804] });
    const view = render(<Page open={false} />);
    const stack = await toast();
    expect(topOf(stack)).toBe('64px');
    view.rerender(<Page />);
    await waitFor(() => expect(topOf(stack)).toBe('104px'));
  });
});
