import dns from 'node:dns/promises';
import net from 'node:net';

/** Loopback, private, link-local, shared, unspecified, multicast or reserved: not for a workflow's call. */
export function isPrivateAddress(address: string): boolean {
  if (net.isIPv4(address)) {
    const [a = 0, b = 0] = address.split('.').map(Number);
    return (
      a === 0 ||
      a === 10 ||
      a === 127 ||
      (a === 100 && b >= 64 && b <= 127) ||
      (a === 169 && b === 254) ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168) ||
      (a === 192 && b === 0) ||
      (a === 198 && (b === 18 || b === 19)) ||
      a >= 224
    );
  }
  const v6 = address.toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(v6);
  if (mapped) return isPrivateAddress(mapped[1] as string);
  return (
    v6 === '::' ||
    v6 === '::1' ||
    v6.startsWith('fc') ||
    v6.startsWith('fd') ||
    /^fe[89ab]/.test(v6) ||
    v6.startsWith('ff') ||
    v6.startsWith('64:ff9b')
  );
}

/**
 * The address a workflow's URL call connects to: the host's addresses looked up once, refused when any is
 * private (unless allowed), and that same address used for the connection, so a name cannot resolve to a
 * public address when checked and to a private one when called.
 */
export async function resolveSafely(
  hostname: string,
  allowPrivate: boolean,
): Promise<{ address: string; family: number }> {
  const host = hostname.replace(/^\[|\]$/g, '');
  const found = net.isIP(host)
    ? [{ address: host, family: net.isIP(host) }]
    : await dns.lookup(host, { all: true });
  if (!found.length) throw new Error(`no address for ${hostname}`);
  if (!allowPrivate && found.some((entry) => isPrivateAddress(entry.address)))
    throw new Error(`refused: ${hostname} is a private address (WORKFLOW_URL_ALLOW_PRIVATE)`);
  return found[0] as { address: string; family: number };
}
