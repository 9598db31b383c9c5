import { beforeAll, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { TOAST_DURATION_MS } from '@pano/contract';
import { onFakeClock } from '../test/fakeTimers.ts';
import { ToastHost } from './ToastHost.tsx';
import { useToast } from './useToast.ts';

const reload = vi.fn();

function Buttons() {
  const toast = useToast();
  return (
    <>
      <button onClick={() => toast.success('Kaydedildi')}>ok</button>
      <button onClick={() => toast.warning('Eski kayıt', undefined, { label: 'Yenile', onClick: reload })}>
        stale
      </button>
    </>
  );
}

function renderToasts() {
  render(
    <>
      <Buttons />
      <ToastHost />
    </>,
  );
}

describe('toasts', () => {
  const clock = onFakeClock();
  // The drawing loads with the first toast; have the module ready so the fake clock need not wait for it.
  beforeAll(() => import('./Toasts.tsx'));

  it('shows a toast, closes it after the default duration, and keeps at most three', async () => {
    const user = clock.user();
    renderToasts();
    await user.click(screen.getByText('ok'));
    expect(await screen.findByRole('status')).toHaveTextContent('Kaydedildi');
    for (let i = 0; i < 3; i += 1) await user.click(screen.getByText('ok'));
    expect(screen.getAllByRole('status')).toHaveLength(3);
    clock.advance(TOAST_DURATION_MS - 500);
    expect(screen.getAllByRole('status')).toHaveLength(3);
    clock.advance(TOAST_DURATION_MS);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('a toast with an action stays until it is used, then runs it once', async () => {
    const user = clock.user();
    renderToasts();
    await user.click(screen.getByText('stale'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Eski kayıt');
    clock.advance(TOAST_DURATION_MS * 3);
    await user.click(screen.getByRole('button', { name: 'Yenile' }));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
