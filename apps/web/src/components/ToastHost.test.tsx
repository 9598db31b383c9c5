import { beforeAll, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { TOAST_DURATION_MS } from '@pano/contract';
import { onFakeClock } from '../test/fakeTimers.ts';
import { setRouterPath } from '../state/routerPath.ts';
import { ToastHost } from './ToastHost.tsx';
import { useToast } from './useToast.ts';

const reload = vi.fn();

function Buttons() {
  const toast = useToast();
  return (
    <>
      <button onClick={() => toast.success('Kaydedildi')}>ok</button>
      <button onClick={() => toast.error('Kaydedilemedi')}>error</button>
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

  it('an error closes after the default duration, and a toast with an action too unless the pointer is on it', async () => {
    const user = clock.user();
    renderToasts();
    await user.click(screen.getByText('error'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Kaydedilemedi');
    clock.advance(TOAST_DURATION_MS + 100);
    expect(screen.queryByRole('alert')).toBeNull();

    await user.click(screen.getByText('stale'));
    const alert = await screen.findByRole('alert');
    fireEvent.mouseEnter(alert);
    clock.advance(TOAST_DURATION_MS * 3);
    expect(screen.getByRole('alert')).toHaveTextContent('Eski kayıt');
    fireEvent.mouseLeave(alert);
    clock.advance(TOAST_DURATION_MS + 100);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a toast with an action runs it once and closes', async () => {
    const user = clock.user();
    renderToasts();
    await user.click(screen.getByText('stale'));
    await user.click(await screen.findByRole('button', { name: 'Yenile' }));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('moving to another screen closes the failures of the one left, not its successes', async () => {
    const user = clock.user();
    setRouterPath('/duyuru/duyurular');
    renderToasts();
    await user.click(screen.getByText('error'));
    await user.click(screen.getByText('ok'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Kaydedilemedi');
    act(() => setRouterPath('/duyuru/duyurular'));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    act(() => setRouterPath('/ayarlar/gruplar'));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Kaydedildi');
  });
});
