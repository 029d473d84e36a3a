/**
 * The address the per-address limits count by. With `trustProxy` it is the last entry of
 * `X-Forwarded-For` (the one the proxy in front appended: entries before it are whatever the
 * client claimed), else the socket's. IPv4-mapped IPv6 counts as IPv4, and an IPv6 address by
 * its /64 prefix, since one machine commonly owns a whole /64.
 */
export function clientAddressOf(
  request: Request,
  socketAddress: string | undefined,
  trustProxy: boolean,
): string | undefined {
  const forwarded = trustProxy
    ? request.headers.get('x-forwarded-for')?.split(',').at(-1)?.trim()
    : undefined;
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
