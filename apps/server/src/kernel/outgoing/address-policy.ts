import ipaddr from 'ipaddr.js';

/** RFC 6052's well-known NAT64 prefix: the last 32 bits are the IPv4 address the gateway calls. */
const NAT64 = ipaddr.IPv6.parseCIDR('64:ff9b::/96');
/** RFC 4291 §2.5.5.1, the deprecated "IPv4-compatible" addresses (`::127.0.0.1`): ipaddr.js calls them unicast. */
const IPV4_COMPATIBLE = ipaddr.IPv6.parseCIDR('::/96');

/** The IPv4 address an IPv6 address carries: mapped `::ffff:0:0/96`, NAT64 `64:ff9b::/96`, 6to4 `2002::/16`. */
function carriedIPv4(address: ipaddr.IPv6): ipaddr.IPv4 | null {
  if (address.isIPv4MappedAddress()) return address.toIPv4Address();
  const bytes = address.toByteArray();
  if (address.match(NAT64)) return new ipaddr.IPv4(bytes.slice(12, 16));
  if (address.range() === '6to4') return new ipaddr.IPv4(bytes.slice(2, 6));
  return null;
}

/**
 * Why an outgoing call may not connect to this address, or null when it may (docs/security.md, Outgoing
 * calls): every range ipaddr.js names other than `unicast` is refused — loopback, private, link-local, shared
 * (100.64/10), unique-local (fc00::/7), multicast, unspecified, broadcast, reserved and documentation,
 * benchmarking, Teredo, IPv4-translated, local-use NAT64 … — for IPv4 and IPv6 alike. An IPv6 address that
 * carries an IPv4 address (mapped in any spelling, NAT64, 6to4) is judged by the IPv4 address it carries;
 * an IPv4-compatible one (`::/96`) is refused. ipaddr.js also reads the resolvers' own IPv4 spellings
 * (`2130706433`, `0x7f000001`, `0177.0.0.1`, `127.1`) and zone ids; text it does not read is `invalid`.
 */
export function refusedRange(text: string): string | null {
  if (!ipaddr.isValid(text)) return 'invalid';
  const address = ipaddr.parse(text);
  const v6 = address.kind() === 'ipv6' ? (address as ipaddr.IPv6) : null;
  const carried = v6 && carriedIPv4(v6);
  if (carried) return refusedRange(carried.toString());
  const range = address.range();
  if (range !== 'unicast') return range;
  return v6?.match(IPV4_COMPATIBLE) ? 'ipv4Compatible' : null;
}
