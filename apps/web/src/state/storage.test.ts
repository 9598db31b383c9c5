import { afterEach, describe, expect, it, vi } from 'vitest';
import { LAST_LOCATION_TTL_SECONDS, STORAGE_TTL_SECONDS } from '@pano/contract';
import { recallLocation, rememberLocation } from './lastLocation.ts';
import { storage } from './storage.ts';

describe('browser storage with expiry', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('keeps an entry for 86400 s by default, then forgets it', () => {
    vi.useFakeTimers({ now: new Date('2025-01-01T00:00:00Z') });
    storage.set('token', 'jwt');
    vi.advanceTimersByTime((STORAGE_TTL_SECONDS - 1) * 1000);
    expect(storage.get('token')).toBe('jwt');
    vi.advanceTimersByTime(2000);
    expect(storage.get('token')).toBeNull();
    expect(localStorage.getItem('pano:token')).toBeNull();
  });

  it('keeps the last location for 120 s', () => {
    vi.useFakeTimers({ now: new Date('2025-01-01T00:00:00Z') });
    rememberLocation('/tanimlama/cinsiyet');
    vi.advanceTimersByTime((LAST_LOCATION_TTL_SECONDS - 1) * 1000);
    expect(recallLocation()).toBe('/tanimlama/cinsiyet');
    vi.advanceTimersByTime(2000);
    expect(recallLocation()).toBeNull();
  });

  it('treats a corrupt entry as absent', () => {
    localStorage.setItem('pano:theme', '{not json');
    expect(storage.get('theme')).toBeNull();
    storage.set('theme', { mode: 'light' });
    expect(storage.get('theme')).toEqual({ mode: 'light' });
    storage.remove('theme');
    expect(storage.get('theme')).toBeNull();
  });
});
