import { describe, expect, it } from 'vitest';
import { addressKey } from './address';
import { keys } from './limits';

describe('addressKey', () => {
  it('keeps IPv4, unwraps IPv4-mapped IPv6, and cuts IPv6 to its /64', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:DB8:1:2:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8:0:0:1::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('unknown')).toBe('unknown');
  });
});

describe('per-address limit keys', () => {
  it('count one IPv6 client once, whichever address of its /64 it sends from', () => {
    for (const key of [keys.loginIp, keys.codeIp, keys.uploadIp]) {
      expect(key('2001:db8:1:2::1')).toBe(key('2001:db8:1:2:ffff::9'));
      expect(key('2001:db8:1:2::1')).not.toBe(key('2001:db8:1:3::1'));
      expect(key('203.0.113.7')).not.toBe(key('203.0.113.8'));
    }
  });
});
