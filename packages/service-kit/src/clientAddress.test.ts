import { describe, expect, it } from 'vitest';
import { addressKey } from './clientAddress.js';

describe('addressKey', () => {
  it('counts an IPv4 client by its address, also when it arrives IPv4-mapped', () => {
    expect(addressKey('203.0.113.10')).toBe('203.0.113.10');
    expect(addressKey('::ffff:203.0.113.10')).toBe('203.0.113.10');
  });

  it('counts an IPv6 client by its /64, however the address is written', () => {
    const key = '2001:db8:aa:1::/64';
    expect(addressKey('2001:db8:aa:1::1')).toBe(key);
    expect(addressKey('2001:0db8:00aa:0001:ffff:ffff:ffff:fffe')).toBe(key);
    expect(addressKey('2001:DB8:AA:1:0:0:0:9')).toBe(key);
    expect(addressKey('2001:db8:aa:2::1')).not.toBe(key);
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
  });
});
