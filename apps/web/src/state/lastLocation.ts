import { LAST_LOCATION_TTL_SECONDS } from '@pano/contract';
import { storage } from './storage.ts';

/** The last visited location, kept for LAST_LOCATION_TTL_SECONDS (spec 000 §3). */
export function rememberLocation(location: string): void {
  storage.set('lastLocation', location, LAST_LOCATION_TTL_SECONDS);
}

export function recallLocation(): string | null {
  return storage.get<string>('lastLocation');
}

export function forgetLocation(): void {
  storage.remove('lastLocation');
}
