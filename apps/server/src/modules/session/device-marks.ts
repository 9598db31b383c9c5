import crypto from 'node:crypto';
import type { Services } from '../../request/services.ts';

/**
 * The device marks of one sign-in's HTTP exchange (docs/sign-in.md, Known devices): what the client sent —
 * its cookie for the account, the `X-Pano-Device` header, the body's `deviceMark` — and how a new one goes
 * back (a cookie for browsers and the same header for apps).
 */
export interface DeviceMarks {
  /** The marks the client sent that may be this account's, best first. */
  sent(cookieName: string): string[];
  give(cookieName: string, mark: string, maxAgeSeconds: number): void;
}

/** One cookie per account a browser signed in to (the name does not show the account). */
export const deviceCookie = (key: string) =>
  `pano_device_${crypto.createHash('sha256').update(key).digest('hex').slice(0, 16)}`;

/** The device the account knows this sign-in to come from: the id of a valid mark it carries, or null. */
export async function knownDevice(
  services: Services,
  key: string,
  marks: DeviceMarks | undefined,
  bodyMark: string | null | undefined,
): Promise<string | null> {
  const candidates = [...(marks?.sent(deviceCookie(key)) ?? []), ...(bodyMark ? [bodyMark] : [])];
  for (const mark of candidates.slice(0, 3)) {
    const deviceId = await services.signer.deviceOf(mark, key);
    if (deviceId) return deviceId;
  }
  return null;
}

/**
 * After a success: the device's mark for this account, new for an unknown device, renewed for a known one
 * (the same id, so its counter goes on), good for the known days from now.
 */
export async function markDevice(
  services: Services,
  marks: DeviceMarks,
  key: string,
  deviceId: string | null,
): Promise<void> {
  const lifetime = services.config.attempts.knownDays * 86_400;
  const id = deviceId ?? crypto.randomBytes(18).toString('base64url');
  const mark = await services.signer.deviceMark(id, key, Date.now() + lifetime * 1000);
  marks.give(deviceCookie(key), mark, lifetime);
}
