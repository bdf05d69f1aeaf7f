import { describe, expect, it } from 'vitest';
import { addressKey } from './address-key.ts';

describe('addressKey: an IPv6 /64 is one address, an IPv4-mapped address its IPv4', () => {
  it.each([
    ['2001:db8:1:2::/64', ['2001:db8:1:2:aaaa::1', '2001:0db8:0001:0002:ffff:1:2:3', '2001:0db8:0001:0002:ffff:ffff:ffff:ffff']],
    ['2001:db8:0:0::/64', ['2001:db8::1', '2001:db8::5']],
    ['0:0:0:0::/64', ['::1']],
    ['192.0.2.4', ['::ffff:192.0.2.4', '192.0.2.4']],
    ['192.0.2.7', ['::ffff:192.0.2.7', '192.0.2.7']],
  ])('%s: %j', (key, ips) => {
    for (const ip of ips) expect(addressKey(ip)).toBe(key);
  });
});
