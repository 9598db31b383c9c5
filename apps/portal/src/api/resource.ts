import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { saved } from '../app/store.ts';
import { sessionStore } from './session.ts';

/** What a screen read, when, and whether a newer read is under way or failed. */
export interface Snapshot<T> {
  value: T | undefined;
  /** When the value was read from the server (ms); shown while offline. */
  fetchedAt: number | undefined;
  loading: boolean;
}

interface Entry<T> {
  snapshot: Snapshot<T>;
  /** When this page last read it (not the device's copy): a screen opened just after reads nothing again. */
  readHere?: number;
  running?: Promise<void>;
  listeners: Set<() => void>;
}

const entries = new Map<string, Entry<unknown>>();
const EMPTY: Snapshot<never> = { value: undefined, fetchedAt: undefined, loading: false };

/** Kept per employee on the device, so what was shown reads again offline (docs/portal-app.md). */
const storageKey = (key: string) => `cache:${sessionStore.get()?.userId ?? 0}:${key}`;

function entry<T>(key: string): Entry<T> {
  let found = entries.get(key) as Entry<T> | undefined;
  if (!found) {
    let snapshot: Snapshot<T> = EMPTY;
    try {
      const kept = JSON.parse(saved.get(storageKey(key)) ?? 'null') as Snapshot<T> | null;
      if (kept && kept.fetchedAt) snapshot = { value: kept.value, fetchedAt: kept.fetchedAt, loading: false };
    } catch {
      // an unreadable copy is no copy
    }
    found = { snapshot, listeners: new Set() };
    entries.set(key, found as Entry<unknown>);
  }
  return found;
}

function publish<T>(target: Entry<T>, snapshot: Snapshot<T>) {
  target.snapshot = snapshot;
  for (const listener of [...target.listeners]) listener();
}

/**
 * Reads `key` with `load`, keeping the last good answer (on the device too) and showing it while a newer one
 * loads; `isGood` says whether an answer replaces it (a failed or offline answer does not).
 */
export function refresh<T>(
  key: string,
  load: () => Promise<T>,
  isGood: (value: T) => boolean,
): Promise<void> {
  const target = entry<T>(key);
  if (target.running) return target.running;
  publish(target, { ...target.snapshot, loading: true });
  target.running = load()
    .then((value) => {
      if (isGood(value)) {
        const snapshot = { value, fetchedAt: Date.now(), loading: false };
        target.readHere = snapshot.fetchedAt;
        saved.set(storageKey(key), JSON.stringify(snapshot));
        publish(target, snapshot);
      } else if (target.snapshot.value === undefined) {
        // nothing shown yet: the failure itself is what the screen shows
        publish(target, { value, fetchedAt: undefined, loading: false });
      } else publish(target, { ...target.snapshot, loading: false });
    })
    .finally(() => {
      target.running = undefined;
    });
  return target.running;
}

/** Forgets what this page holds in memory (a new visit starts from the device's copy). */
export function forgetMemory(): void {
  entries.clear();
}

/** Forgets what was read, here and on the device (sign-out): nothing of one employee is shown to the next. */
export function forgetResources(): void {
  entries.clear();
  try {
    for (const name of Object.keys(localStorage))
      if (name.startsWith('pano-app:cache:')) localStorage.removeItem(name);
  } catch {
    // no storage, nothing kept
  }
}

/** A read this page made less than this long ago is fresh enough for a screen that opens (the home's two readers). */
const FRESH_MS = 5_000;

/** A screen's read: the kept answer at once, a fresh one asked on open (unless just read) and on `reload`. */
export function useResource<T>(
  key: string,
  load: () => Promise<T>,
  isGood: (value: T) => boolean,
): Snapshot<T> & { reload: () => Promise<void> } {
  const target = entry<T>(key);
  const snapshot = useSyncExternalStore(
    (listener) => {
      target.listeners.add(listener);
      return () => target.listeners.delete(listener);
    },
    () => target.snapshot,
  );
  // `load` is a new function each render; the key says what is read
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const reload = useCallback(() => refresh(key, load, isGood), [key]);
  useEffect(() => {
    const readHere = entries.get(key)?.readHere;
    if (readHere === undefined || Date.now() - readHere > FRESH_MS) void reload();
  }, [key, reload]);
  return { ...snapshot, reload };
}
