import { describe, expect, it } from 'vitest';
import { checkedAddress, rangeList, refusedKind, RefusedAddressError } from './address-guard.ts';

describe('the webhook SSRF guard', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.255.0.9', 'loopback'],
    ['::1', 'loopback'],
    ['::ffff:127.0.0.1', 'loopback'],
    ['10.0.0.1', 'private'],
    ['172.16.5.4', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.0.10', 'private'],
    ['fd12:3456::1', 'private'],
    ['169.254.169.254', 'link-local'],
    ['fe80::1', 'link-local'],
    ['0.0.0.0', 'unspecified'],
    ['::', 'unspecified'],
    ['100.64.0.1', 'cgnat'],
    ['224.0.0.1', 'multicast'],
    ['ff02::1', 'multicast'],
    ['255.255.255.255', 'reserved'],
    ['64:ff9b::7f00:1', 'reserved'],
  ])('refuses %s (%s)', (address, kind) => {
    expect(refusedKind(address, null)).toBe(kind);
  });

  it.each(['93.184.215.14', '8.8.8.8', '172.32.0.1', '100.128.0.1', '2606:4700::1111'])('lets the public %s through', (address) => {
    expect(refusedKind(address, null)).toBeNull();
  });

  it('an explicitly allowed range lets exactly its addresses through', () => {
    const allowed = rangeList('10.20.0.0/16');
    expect(refusedKind('10.20.3.4', allowed)).toBeNull();
    expect(refusedKind('10.21.3.4', allowed)).toBe('private');
    expect(refusedKind('127.0.0.1', rangeList('127.0.0.0/8'))).toBeNull();
    expect(refusedKind('fd00::5', rangeList('fd00::/8'))).toBeNull();
  });

  it('reads CIDR ranges and nothing else', () => {
    expect(rangeList(null)).toBeNull();
    for (const bad of ['10.0.0.0', '10.0.0.0/33', 'x/8', '10.0.0.0/8/1', '::/129', '10.0.0.0/-1']) expect(rangeList(bad)).toBeNull();
  });

  it('resolves names: localhost is refused, an unknown name is unresolved', async () => {
    await expect(checkedAddress('localhost', null)).rejects.toMatchObject({ kind: 'loopback' });
    await expect(checkedAddress('localhost', '127.0.0.0/8')).resolves.toMatchObject({ address: '127.0.0.1' });
    const unresolved = await checkedAddress('no-such-host.invalid', null).catch((e: unknown) => e);
    expect(unresolved).toBeInstanceOf(RefusedAddressError);
    expect(unresolved).toMatchObject({ address: null });
  });
});

describe('IPv4-mapped IPv6 addresses', () => {
  it('are checked as the IPv4 address they carry, in either spelling', () => {
    expect(refusedKind('::ffff:7f00:1', null)).toBe('loopback');
    expect(refusedKind('::ffff:a9fe:a9fe', null)).toBe('link-local');
    expect(refusedKind('::ffff:8.8.8.8', null)).toBeNull();
  });
});
