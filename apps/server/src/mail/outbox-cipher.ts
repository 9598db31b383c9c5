import crypto from 'node:crypto';

const VERSION = 'v1';

/**
 * Seals the secret part of an outbox mail (an invitation token) with AES-256-GCM under a key derived from
 * the server secret (HKDF), so the tenant database alone never holds a usable token.
 */
export class OutboxCipher {
  private readonly key: Buffer;

  constructor(serverSecret: Uint8Array) {
    this.key = Buffer.from(crypto.hkdfSync('sha256', serverSecret, 'pano', 'mail-outbox-v1', 32));
  }

  seal(plain: string): string {
    const iv = crypto.randomBytes(12);
    const cipher = crypto.createCipheriv('aes-256-gcm', this.key, iv);
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return [VERSION, iv, cipher.getAuthTag(), body]
      .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
      .join('.');
  }

  /** Null when the text was sealed under another secret or altered. */
  open(sealed: string): string | null {
    const [version, iv, tag, body] = sealed.split('.');
    if (version !== VERSION || !iv || !tag || body === undefined) return null;
    try {
      const decipher = crypto.createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
        'utf8',
      );
    } catch {
      return null;
    }
  }
}
