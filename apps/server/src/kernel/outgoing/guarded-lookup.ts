import dns from 'node:dns/promises';
import type { LookupFunction } from 'node:net';
import { refusedRange } from './address-policy.ts';
import { OutgoingError } from './outgoing-error.ts';

export interface ResolvedAddress {
  address: string;
  family: number;
}

/** A host name's addresses; the system's (getaddrinfo, /etc/hosts included) unless a test gives its own. */
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

export const systemResolver: Resolver = (hostname) => dns.lookup(hostname, { all: true, verbatim: true });

/**
 * The socket's own lookup (net.connect's `lookup`): the name resolved once, every address checked, and the
 * socket handed only what was checked — a name cannot answer a public address to a check and a private one
 * to the connection (DNS rebinding), since there is no second lookup. Any refused address refuses the call.
 */
export function guardedLookup(resolve: Resolver, allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    const fail = (error: OutgoingError) => callback(error, '', 0);
    resolve(hostname).then(
      (found) => {
        const family = options.family === 4 || options.family === 6 ? options.family : 0;
        const usable = found.filter((entry) => !family || entry.family === family);
        const first = usable[0];
        if (!first) return fail(new OutgoingError('noAddress', { host: hostname }));
        const refused = usable.find(
          (entry) =>
            refusedRange(entry.address) === 'invalid' || (!allowPrivate && refusedRange(entry.address)),
        );
        if (refused)
          return fail(new OutgoingError('refusedAddress', { host: hostname, address: refused.address }));
        if (options.all) callback(null, usable);
        else callback(null, first.address, first.family);
      },
      () => fail(new OutgoingError('noAddress', { host: hostname })),
    );
  };
}
