import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/**
 * The SSRF guard of outbound webhooks (docs/api/integrations.md "Addresses"): a receiver's host
 * must resolve to public addresses only. Loopback, private, link-local (the cloud metadata service
 * 169.254.169.254 among them), unspecified, CGNAT, multicast and reserved addresses are refused — unless
 * the address lies in the private range ADMIN allowed for that endpoint explicitly.
 */

export type RefusedKind = 'unspecified' | 'loopback' | 'private' | 'link-local' | 'cgnat' | 'multicast' | 'reserved';

const RANGES: readonly [RefusedKind, string, number, 'ipv4' | 'ipv6'][] = [
  ['unspecified', '0.0.0.0', 8, 'ipv4'],
  ['unspecified', '::', 128, 'ipv6'],
  ['loopback', '127.0.0.0', 8, 'ipv4'],
  ['loopback', '::1', 128, 'ipv6'],
  ['private', '10.0.0.0', 8, 'ipv4'],
  ['private', '172.16.0.0', 12, 'ipv4'],
  ['private', '192.168.0.0', 16, 'ipv4'],
  ['private', 'fc00::', 7, 'ipv6'],
  ['link-local', '169.254.0.0', 16, 'ipv4'],
  ['link-local', 'fe80::', 10, 'ipv6'],
  ['cgnat', '100.64.0.0', 10, 'ipv4'],
  ['multicast', '224.0.0.0', 4, 'ipv4'],
  ['multicast', 'ff00::', 8, 'ipv6'],
  // IETF protocol assignments, benchmarking, documentation, 240/4 with the broadcast address.
  ['reserved', '192.0.0.0', 24, 'ipv4'],
  ['reserved', '192.0.2.0', 24, 'ipv4'],
  ['reserved', '198.18.0.0', 15, 'ipv4'],
  ['reserved', '198.51.100.0', 24, 'ipv4'],
  ['reserved', '203.0.113.0', 24, 'ipv4'],
  ['reserved', '240.0.0.0', 4, 'ipv4'],
  // IPv4 in IPv6: NAT64; and the documentation prefix. (BlockList checks an IPv4-mapped address, in any
  // spelling, against the IPv4 ranges above.)
  ['reserved', '64:ff9b::', 96, 'ipv6'],
  ['reserved', '2001:db8::', 32, 'ipv6'],
];

const LISTS = new Map<RefusedKind, BlockList>();
for (const [kind, network, prefix, family] of RANGES) {
  const list = LISTS.get(kind) ?? new BlockList();
  list.addSubnet(network, prefix, family);
  LISTS.set(kind, list);
}

const familyOf = (address: string): 'ipv4' | 'ipv6' => (isIP(address) === 6 ? 'ipv6' : 'ipv4');

/** `::ffff:10.0.0.1` is 10.0.0.1: an IPv4-mapped address is checked as the IPv4 address it is. */
export function plainAddress(address: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  return mapped ? mapped[1]! : address;
}

/** A CIDR range (`10.1.0.0/16`) as a block list, or null for null or text that is no range. */
export function rangeList(cidr: string | null): BlockList | null {
  if (!cidr) return null;
  const [network, bits, ...rest] = cidr.split('/');
  const family = isIP(network ?? '');
  const prefix = Number(bits);
  if (rest.length > 0 || family === 0 || !/^\d{1,3}$/.test(bits ?? '') || prefix > (family === 4 ? 32 : 128)) return null;
  const list = new BlockList();
  list.addSubnet(network!, prefix, family === 4 ? 'ipv4' : 'ipv6');
  return list;
}

/** Why a receiver may not be at `address`, or null when it may (public, or inside `allowed`). */
export function refusedKind(address: string, allowed: BlockList | null): RefusedKind | null {
  const plain = plainAddress(address);
  const family = familyOf(plain);
  if (allowed?.check(plain, family)) return null;
  for (const [kind, list] of LISTS) if (list.check(plain, family)) return kind;
  return null;
}

/** A receiver's host that may not be called: unresolved (no `address`) or leading to a refused address. */
export class RefusedAddressError extends Error {
  constructor(
    readonly host: string,
    readonly address: string | null,
    readonly kind: RefusedKind | null,
  ) {
    super(address ? `${host} resolves to ${address}, a ${kind} address: refused` : `${host} could not be resolved`);
    this.name = 'RefusedAddressError';
  }
}

export interface CheckedAddress {
  address: string;
  family: 4 | 6;
}

/** A name that does not resolve within this long counts as unresolved (a dead resolver must not hang a request). */
const LOOKUP_TIMEOUT_MS = 3000;

function withTimeout<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      reject(new Error('DNS lookup timed out'));
    }, LOOKUP_TIMEOUT_MS);
  });
  return Promise.race([work, expired]).finally(() => {
    clearTimeout(timer);
  });
}

/** The host of a URL as DNS takes it (`[::1]` → `::1`). */
export const hostOf = (url: URL): string => url.hostname.replace(/^\[(.*)\]$/, '$1');

/**
 * Resolves `host` (every address, as `dns.lookup` gives them) and answers the first one when every address
 * may be called; any refused address refuses the host (a name with one public and one private address
 * is not a way in). The caller connects to the answered address itself: no second lookup to rebind.
 */
export async function checkedAddress(host: string, allowedRange: string | null): Promise<CheckedAddress> {
  let addresses: { address: string; family: number }[];
  try {
    addresses = isIP(host) ? [{ address: host, family: isIP(host) }] : await withTimeout(lookup(host, { all: true, verbatim: true }));
  } catch {
    throw new RefusedAddressError(host, null, null);
  }
  if (addresses.length === 0) throw new RefusedAddressError(host, null, null);
  const allowed = rangeList(allowedRange);
  for (const { address } of addresses) {
    const kind = refusedKind(address, allowed);
    if (kind) throw new RefusedAddressError(host, address, kind);
  }
  const first = addresses[0]!;
  return { address: plainAddress(first.address), family: isIP(plainAddress(first.address)) === 6 ? 6 : 4 };
}
