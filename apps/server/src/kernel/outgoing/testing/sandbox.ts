import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import ipaddr from 'ipaddr.js';
import type { Resolver, ResolvedAddress } from '../guarded-lookup.ts';
import type { SocketOpener } from '../outgoing-client.ts';

/**
 * A public-looking answer for tests' resolvers. Nothing ever connects to it: the sandbox's sockets take it to
 * the stand-in listener on 127.0.0.1 instead (tests send nothing outside 127.0.0.0/8).
 */
export const PUBLIC_STAND_IN = '93.184.216.34';

/** A listener on 127.0.0.1 that counts its connections and keeps the requests it was sent. */
export async function listener(handler: http.RequestListener = (_req, res) => res.end('ok')) {
  const requests: { method: string; url: string; headers: http.IncomingHttpHeaders; body: string }[] = [];
  let connections = 0;
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      requests.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      handler(req, res);
    });
  });
  server.on('connection', () => (connections += 1));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    requests,
    connections: () => connections,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** An answer inside 127.0.0.0/8 (mapped or not), in dots; null for any other. */
function loopbackV4(address: string): string | null {
  if (!ipaddr.isValid(address)) return null;
  const parsed = ipaddr.process(address);
  return parsed.kind() === 'ipv4' && parsed.range() === 'loopback' ? parsed.toString() : null;
}

/**
 * Sockets for tests: each asks the client's own lookup once, as net.connect would, and then connects to a
 * loopback answer (127.0.0.0/8, mapped or not, in dots; so a listener there would see a call the guard let through), takes the
 * public stand-in to `standInPort` on 127.0.0.1, and refuses anything else before a socket opens
 * (`blocked` keeps what it refused).
 */
export function sandbox(standInPort: () => number) {
  const blocked: string[] = [];
  const open: SocketOpener = (target) => {
    const socket = new net.Socket();
    target.lookup(target.host, { all: false }, (error, address) => {
      const answer = typeof address === 'string' ? address : (address[0]?.address ?? '');
      const loopback = loopbackV4(answer);
      if (error) socket.destroy(error);
      else if (loopback) socket.connect({ host: loopback, port: target.port });
      else if (answer === PUBLIC_STAND_IN) socket.connect({ host: '127.0.0.1', port: standInPort() });
      else {
        blocked.push(answer);
        socket.destroy(new Error(`sandbox: no socket to ${answer}`));
      }
    });
    return socket;
  };
  return { open, blocked };
}

const family = (address: string): ResolvedAddress => ({ address, family: net.isIP(address) || 4 });

/**
 * A resolver of fixed names (an address literal answers itself, as getaddrinfo does): each name's list of
 * answers is used one per lookup, the last one again after that; `calls` counts the lookups per name.
 */
export function fixedResolver(names: Record<string, string[][]>) {
  const calls = new Map<string, number>();
  const resolve: Resolver = async (hostname) => {
    const count = calls.get(hostname) ?? 0;
    calls.set(hostname, count + 1);
    if (net.isIP(hostname)) return [family(hostname)];
    const answers = names[hostname.toLowerCase()];
    if (!answers) throw Object.assign(new Error(`ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
    return (answers[Math.min(count, answers.length - 1)] ?? []).map(family);
  };
  return { resolve, calls };
}

/** The names tests resolve: loopback by name, through a mapped IPv6 answer, and a public stand-in. */
export const TEST_NAMES: Record<string, string[][]> = {
  localhost: [['127.0.0.1']],
  'localhost.': [['127.0.0.1']],
  'intranet.test': [['127.0.0.1']],
  'mapped.test': [['::ffff:127.0.0.1']],
  'both.test': [[PUBLIC_STAND_IN, '127.0.0.1']],
  'public.test': [[PUBLIC_STAND_IN]],
  'other.test': [[PUBLIC_STAND_IN]],
  'rebind.test': [[PUBLIC_STAND_IN], ['127.0.0.1']],
};

/**
 * Spellings of an address inside 127.0.0.0/8 (or another refused range) at `port`, and why each is refused.
 * `stored` marks those a workflow step can hold (the web-address rule refuses zone ids and other schemes).
 */
export function refusedSpellings(port: number) {
  const refused = (url: string) => ({ url, reason: 'refusedAddress', stored: true });
  const invalid = (url: string) => ({ url, reason: 'invalidAddress', stored: false });
  return [
    refused(`http://127.0.0.1:${port}/`),
    refused(`http://[::ffff:127.0.0.1]:${port}/`),
    refused(`http://[0:0:0:0:0:ffff:7f00:1]:${port}/`),
    refused(`http://[::FFFF:7F00:1]:${port}/`),
    refused(`http://[0:0:0:0:0:FFFF:127.0.0.1]:${port}/`),
    refused(`http://[::ffff:0:7f00:1]:${port}/`),
    refused(`http://[::127.0.0.1]:${port}/`),
    refused(`http://[64:ff9b::127.0.0.1]:${port}/`),
    refused(`http://[64:ff9b::7f00:1]:${port}/`),
    refused(`http://[2002:7f00:1::]:${port}/`),
    refused(`http://[::1]:${port}/`),
    refused(`http://[0:0:0:0:0:0:0:1]:${port}/`),
    refused(`http://[::]:${port}/`),
    refused(`http://2130706433:${port}/`),
    refused(`http://0x7f000001:${port}/`),
    refused(`http://0X7F000001:${port}/`),
    refused(`http://0177.0.0.1:${port}/`),
    refused(`http://017700000001:${port}/`),
    refused(`http://0x7f.0.0.1:${port}/`),
    refused(`http://127.1:${port}/`),
    refused(`http://127.0.1:${port}/`),
    refused(`http://127.000.000.001:${port}/`),
    refused(`http://127.0.0.1.:${port}/`),
    refused(`http://127.0.0.1%2e:${port}/`),
    refused(`http://%31%32%37.0.0.1:${port}/`),
    refused(`http://０x7f.1:${port}/`),
    refused(`HTTP://127.0.0.1:${port}/`),
    refused(`http://a@127.0.0.1:${port}/`),
    refused(`http://user:secret@[::ffff:7f00:1]:${port}/`),
    refused(`http://127.0.0.2:${port}/`),
    refused(`http://0:${port}/`),
    refused(`http://0.0.0.0:${port}/`),
    refused(`http://localhost:${port}/`),
    refused(`http://LOCALHOST.:${port}/`),
    refused(`http://intranet.test:${port}/`),
    refused(`http://mapped.test:${port}/`),
    refused(`http://both.test:${port}/`),
    refused(`https://intranet.test:${port}/`),
    refused(`http://10.1.2.3:${port}/`),
    refused(`http://172.16.0.1:${port}/`),
    refused(`http://192.168.0.1:${port}/`),
    refused(`http://100.64.0.1:${port}/`),
    refused(`http://169.254.0.1:${port}/`),
    refused(`http://[fe80::1]:${port}/`),
    refused(`http://[fd00::1]:${port}/`),
    refused(`http://224.0.0.1:${port}/`),
    refused(`http://192.0.2.1:${port}/`),
    refused(`http://[2001:db8::1]:${port}/`),
    invalid(`http://[fe80::1%25lo]:${port}/`),
    invalid(`http://[::ffff:127.0.0.1%25eth0]:${port}/`),
    invalid(`gopher://127.0.0.1:${port}/`),
    invalid(`file:///etc/passwd`),
  ];
}
