import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../kernel/config.ts';

/** JWT_SECRET when set; otherwise a random secret generated once and kept in DATA_DIR (mode 600). */
export function loadSecret(config: Config): Uint8Array {
  if (config.jwtSecret) {
    if (config.jwtSecret.length < 32) throw new Error('JWT_SECRET must be at least 32 characters');
    return new TextEncoder().encode(config.jwtSecret);
  }
  fs.mkdirSync(config.dataDir, { recursive: true });
  const file = path.join(config.dataDir, 'jwt-secret');
  try {
    fs.writeFileSync(file, crypto.randomBytes(48).toString('base64url'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return new TextEncoder().encode(fs.readFileSync(file, 'utf8').trim());
}
