import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { beginLoadingTask, useSplashVisible } from './loadingTasks.ts';

describe('splash and loading tasks', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows while a task runs and hides 1000 ms after the last one ends', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useSplashVisible());
    expect(result.current).toBe(false);
    let endFirst = () => {};
    let endSecond = () => {};
    act(() => {
      endFirst = beginLoadingTask();
      endSecond = beginLoadingTask();
    });
    expect(result.current).toBe(true);
    act(() => endFirst());
    act(() => endFirst());
    act(() => vi.advanceTimersByTime(5000));
    expect(result.current).toBe(true);
    act(() => endSecond());
    act(() => vi.advanceTimersByTime(999));
    expect(result.current).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(false);
  });
});
