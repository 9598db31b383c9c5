import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_LIFETIME_SECONDS, TokenSigner } from './tokens.ts';

const secret = new TextEncoder().encode('a-test-secret-of-enough-length-0123456789');

describe('TokenSigner', () => {
  afterEach(() => vi.useRealTimers());

  it('answers a checked token again at once, and never past its expiry or for another kind', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const signer = new TokenSigner(secret);
    const { token, tokenId } = await signer.access({ tag: 'acme', userId: 7, kind: 'panel' });
    const claims = { tag: 'acme', userId: 7, tokenId, kind: 'panel' };
    expect(await signer.verifyAccess(token, 'panel')).toEqual(claims);
    expect(await signer.verifyAccess(token, 'panel')).toEqual(claims);
    expect(await signer.verifyAccess(token, 'portal')).toBeNull();
    vi.setSystemTime(Date.now() + TOKEN_LIFETIME_SECONDS * 1000 + 1000);
    expect(await signer.verifyAccess(token, 'panel')).toBeNull();
  });

  it('refuses a token whose signature or payload was changed, even after the original was checked', async () => {
    const signer = new TokenSigner(secret);
    const { token } = await signer.access({ tag: 'acme', userId: 7, kind: 'panel' });
    await signer.verifyAccess(token, 'panel');
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const flipped = `${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
    expect(await signer.verifyAccess(`${header}.${payload}.${flipped}`, 'panel')).toBeNull();
    const other = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), sub: '1' }),
    ).toString('base64url');
    expect(await signer.verifyAccess(`${header}.${other}.${signature}`, 'panel')).toBeNull();
    expect(
      await new TokenSigner(new TextEncoder().encode('x'.repeat(40))).verifyAccess(token, 'panel'),
    ).toBeNull();
  });
});
