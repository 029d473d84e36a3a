import { type IpNetwork, inNetwork, ipBytes, parseNetwork } from './ip-networks';

/**
 * Which proxies in front of the service to believe (AuthServiceOptions.trustProxy): `false`
 * none; `true` or a number of hops, that many proxies each appending to `X-Forwarded-For`; or
 * the networks (CIDR) the proxies are in.
 */
export type TrustProxy = boolean | number | readonly string[];

/** A `trustProxy` setting made ready once: hops to count, or the trusted networks. */
export interface ProxyTrust {
  /** With a hop count: that many proxies (0: none trusted, unless `networks`). */
  hops: number;
  networks: IpNetwork[] | undefined;
}

/** Reads a `trustProxy` setting; throws naming a list entry that is not an address or network. */
export function proxyTrustOf(setting: TrustProxy | undefined): ProxyTrust {
  if (typeof setting !== 'object') {
    const hops = setting === true ? 1 : typeof setting === 'number' ? setting : 0;
    if (!Number.isInteger(hops) || hops < 0)
      throw new Error(`trustProxy: ${hops} is not a number of proxies`);
    return { hops, networks: undefined };
  }
  const networks: IpNetwork[] = [];
  for (const text of setting) {
    const network = parseNetwork(text);
    if (!network) throw new Error(`trustProxy: "${text}" is not an address or a network (CIDR)`);
    networks.push(network);
  }
  return { hops: 0, networks };
}

const inAny = (networks: readonly IpNetwork[], address: string) => {
  const bytes = ipBytes(withoutPort(address));
  return bytes !== undefined && networks.some((network) => inNetwork(bytes, network));
};

/**
 * Whether a request's proxy headers (`X-Forwarded-For`, `X-Forwarded-Proto`) are to be
 * believed: a hop count trusts every request, a list of networks those whose socket is in one.
 */
export function fromTrustedProxy(trust: ProxyTrust, socketAddress: string | undefined): boolean {
  if (trust.networks) return socketAddress !== undefined && inAny(trust.networks, socketAddress);
  return trust.hops > 0;
}

/** The client's entry of `X-Forwarded-For` under `trust`, or undefined (the socket's). */
function forwardedClient(
  trust: ProxyTrust,
  header: string | null,
  socketAddress: string | undefined,
): string | undefined {
  if (!header || !fromTrustedProxy(trust, socketAddress)) return undefined;
  const entries = header
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const { networks } = trust;
  // Each of `hops` proxies appended the address it saw: the client is that many from the right
  // (the leftmost when fewer came through).
  if (!networks) return entries[Math.max(0, entries.length - trust.hops)];
  // From the right, past every entry inside the trusted networks: the first one outside.
  for (let index = entries.length - 1; index >= 0; index--) {
    const entry = entries[index] ?? '';
    if (!inAny(networks, entry)) return entry;
  }
  return entries[0];
}

/**
 * The address the per-address limits count by: under `trust` (see TrustProxy), the client's
 * entry of `X-Forwarded-For` (entries left of it are whatever the client claimed), else the
 * socket's. IPv4-mapped IPv6 counts as IPv4, and an IPv6 address by its /64 prefix, since one
 * machine commonly owns a whole /64.
 */
export function clientAddressOf(
  request: Request,
  socketAddress: string | undefined,
  trust: ProxyTrust,
): string | undefined {
  const forwarded = forwardedClient(trust, request.headers.get('x-forwarded-for'), socketAddress);
  const address = forwarded || socketAddress;
  return address ? addressKey(address) : undefined;
}

/** `1.2.3.4:5678` and `[2001:db8::1]:5678` (some proxies append the port): the address alone. */
const withoutPort = (address: string) =>
  address.replace(/^(\d+\.\d+\.\d+\.\d+):\d+$/, '$1').replace(/^\[([^\]]*)\]:\d+$/, '$1');

function addressKey(address: string): string {
  // A port would make every connection a new address, and every limit per address moot.
  const plain = withoutPort(address)
    .replace(/^\[|\]$/g, '')
    .replace(/%.*$/, '');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(plain);
  if (mapped?.[1]) return mapped[1];
  if (!plain.includes(':')) return plain;
  const [head = '', tail = ''] = plain.toLowerCase().split('::');
  const left = head === '' ? [] : head.split(':');
  const right = tail === '' ? [] : tail.split(':');
  const groups = plain.includes('::')
    ? [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
