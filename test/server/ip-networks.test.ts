import { describe, expect, it } from 'vitest';
import { inNetwork, ipBytes, parseNetwork } from '../../src/server/ip-networks';

// The trusted networks of `trustProxy` (issue 35): addresses and CIDR, IPv4 and IPv6.
const inside = (address: string, network: string) => {
  const bytes = ipBytes(address);
  const parsed = parseNetwork(network);
  if (!bytes || !parsed) throw new Error(`unreadable: ${address} ${network}`);
  return inNetwork(bytes, parsed);
};

describe('IP networks', () => {
  it('reads IPv4, IPv6 (compressed, embedded IPv4, zone, brackets) and IPv4-mapped', () => {
    expect(ipBytes('10.1.2.3')).toEqual([10, 1, 2, 3]);
    expect(ipBytes('::ffff:10.1.2.3')).toEqual([10, 1, 2, 3]);
    expect(ipBytes('[2001:db8::1]')).toHaveLength(16);
    expect(ipBytes('fe80::1%eth0')).toHaveLength(16);
    expect(ipBytes('::')).toEqual(Array(16).fill(0));
    for (const bad of ['10.1.2', '256.1.1.1', '1::2::3', 'abc', '1:2:3:4:5:6:7:8:9', 'g::1'])
      expect(ipBytes(bad), bad).toBeUndefined();
  });

  it('matches prefixes on any bit, and keeps families apart', () => {
    expect(inside('10.200.0.1', '10.0.0.0/8')).toBe(true);
    expect(inside('11.0.0.1', '10.0.0.0/8')).toBe(false);
    expect(inside('192.168.1.130', '192.168.1.128/25')).toBe(true);
    expect(inside('192.168.1.127', '192.168.1.128/25')).toBe(false);
    expect(inside('2001:db8:ffff::1', '2001:db8::/32')).toBe(true);
    expect(inside('2001:db9::1', '2001:db8::/32')).toBe(false);
    expect(inside('10.0.0.1', '::/0')).toBe(false);
    expect(inside('203.0.113.7', '203.0.113.7')).toBe(true);
    for (const bad of ['10.0.0.0/33', '10.0.0.0/', '10.0.0.0/8/8', '::/129', 'x/8'])
      expect(parseNetwork(bad), bad).toBeUndefined();
  });
});
