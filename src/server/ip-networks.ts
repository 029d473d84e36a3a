// IP addresses and networks (CIDR) as bytes, for `trustProxy`'s list of trusted proxies. Plain
// code (no node:net): the service also runs in browsers (MSW).

/** An address as bytes: 4 for IPv4 (IPv4-mapped IPv6 included), 16 for IPv6; else undefined. */
export function ipBytes(text: string): number[] | undefined {
  const address = text
    .trim()
    .replace(/^\[|\]$/g, '')
    .replace(/%.*$/, '');
  const v4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(address);
  if (v4) {
    const bytes = v4.slice(1).map(Number);
    return bytes.every((byte) => byte <= 255) ? bytes : undefined;
  }
  if (!/^[0-9a-f:.]+$/i.test(address) || !address.includes(':')) return undefined;
  const halves = address.split('::');
  if (halves.length > 2) return undefined;
  const groupsOf = (part: string | undefined): number[] | undefined => {
    if (!part) return [];
    const groups: number[] = [];
    for (const piece of part.split(':')) {
      if (piece.includes('.')) {
        const tail = ipBytes(piece);
        if (tail?.length !== 4) return undefined;
        groups.push(((tail[0] ?? 0) << 8) | (tail[1] ?? 0), ((tail[2] ?? 0) << 8) | (tail[3] ?? 0));
      } else if (/^[0-9a-f]{1,4}$/i.test(piece)) groups.push(parseInt(piece, 16));
      else return undefined;
    }
    return groups;
  };
  const left = groupsOf(halves[0]);
  const right = groupsOf(halves[1]);
  if (!left || !right) return undefined;
  const missing = 8 - left.length - right.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return undefined;
  const groups = [...left, ...Array<number>(Math.max(0, missing)).fill(0), ...right];
  const bytes = groups.flatMap((group) => [group >> 8, group & 0xff]);
  // IPv4-mapped (::ffff:a.b.c.d) is that IPv4 address.
  const mapped = bytes.slice(0, 10).every((byte) => byte === 0) && bytes[10] === 255;
  return mapped && bytes[11] === 255 ? bytes.slice(12) : bytes;
}

/** A network: its address's bytes and how many leading bits count. */
export interface IpNetwork {
  bytes: number[];
  prefix: number;
}

/** `10.0.0.0/8`, `fd00::/8` or a single address; undefined when it is none of those. */
export function parseNetwork(text: string): IpNetwork | undefined {
  const [address = '', prefixText, extra] = text.trim().split('/');
  if (extra !== undefined) return undefined;
  const bytes = ipBytes(address);
  if (!bytes) return undefined;
  const max = bytes.length * 8;
  const prefix = prefixText === undefined ? max : Number(prefixText);
  if (!/^\d+$/.test(prefixText ?? '0') || !(prefix >= 0 && prefix <= max)) return undefined;
  return { bytes, prefix };
}

/** Whether `address` (bytes) is in `network`. */
export function inNetwork(address: readonly number[], network: IpNetwork): boolean {
  if (address.length !== network.bytes.length) return false;
  for (let bit = 0; bit < network.prefix; bit += 8) {
    const index = bit / 8;
    const bits = Math.min(8, network.prefix - bit);
    const mask = (0xff << (8 - bits)) & 0xff;
    if (((address[index] ?? 0) & mask) !== ((network.bytes[index] ?? 0) & mask)) return false;
  }
  return true;
}
