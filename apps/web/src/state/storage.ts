import { STORAGE_TTL_SECONDS } from '@pano/contract';

/** What the browser keeps (spec 000 §3): every entry carries its own expiry. */
export type StorageKey =
  | 'token'
  | 'userId'
  | 'subscription'
  | 'language'
  | 'theme'
  | 'lastLocation'
  | 'menuGroups'
  | 'permissions'
  | `cache.${string}`;

interface Entry {
  value: unknown;
  expiresAt: number;
}

const PREFIX = 'pano:';

function isEntry(candidate: unknown): candidate is Entry {
  return (
    typeof candidate === 'object' && candidate !== null && 'expiresAt' in candidate && 'value' in candidate
  );
}

function backend(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export const storage = {
  /** The stored value, or null when absent, unreadable or expired (an expired entry is removed). */
  get<T>(key: StorageKey): T | null {
    const raw = backend()?.getItem(PREFIX + key);
    if (raw == null) return null;
    try {
      const entry: unknown = JSON.parse(raw);
      if (isEntry(entry) && entry.expiresAt > Date.now()) return entry.value as T;
    } catch {
      // fall through: a corrupt entry is treated as expired
    }
    storage.remove(key);
    return null;
  },
  set(key: StorageKey, value: unknown, ttlSeconds: number = STORAGE_TTL_SECONDS): void {
    const entry: Entry = { value, expiresAt: Date.now() + ttlSeconds * 1000 };
    try {
      backend()?.setItem(PREFIX + key, JSON.stringify(entry));
    } catch {
      // storage full or blocked: the app keeps working with its in-memory state
    }
  },
  remove(key: StorageKey): void {
    backend()?.removeItem(PREFIX + key);
  },
};
