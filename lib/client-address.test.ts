import {
  clientKey,
  isProxyEntry,
  normaliseAddress,
  requestClientAddress,
  resolveClientAddress,
  resolveClientKey,
  trustedProxies,
  UNKNOWN_CLIENT,
} from './client-address';

const noProxies = trustedProxies([]);
const ourProxies = trustedProxies(['10.0.0.0/8', '192.0.2.10', 'fd00::/8']);

describe('the client address', () => {
  it('is the socket peer, whatever X-Forwarded-For says, when no proxy is trusted', () => {
    expect(resolveClientAddress('203.0.113.9', '198.51.100.1', noProxies)).toBe('203.0.113.9');
    expect(resolveClientAddress('10.0.0.5', '198.51.100.1', noProxies)).toBe('10.0.0.5');
  });

  it('ignores X-Forwarded-For from a peer that is not one of the trusted proxies', () => {
    expect(resolveClientAddress('203.0.113.9', '198.51.100.1', ourProxies)).toBe('203.0.113.9');
  });

  it('is the right-most hop that is not a trusted proxy', () => {
    expect(resolveClientAddress('10.0.0.5', '198.51.100.1', ourProxies)).toBe('198.51.100.1');
    // The client made up the first hop; our proxies appended the real one and themselves.
    expect(
      resolveClientAddress('10.0.0.5', '1.2.3.4, 198.51.100.1, 192.0.2.10, 10.1.2.3', ourProxies),
    ).toBe('198.51.100.1');
  });

  it('stops at the last trusted hop when the one before it is not an address', () => {
    expect(resolveClientAddress('10.0.0.5', 'not-an-ip, 10.0.0.6', ourProxies)).toBe('10.0.0.6');
  });

  it('is the left-most hop when every hop is a trusted proxy', () => {
    expect(resolveClientAddress('10.0.0.5', '10.0.0.7, 10.0.0.6', ourProxies)).toBe('10.0.0.7');
  });

  it('is the trusted peer itself when no X-Forwarded-For is sent', () => {
    expect(resolveClientAddress('10.0.0.5', undefined, ourProxies)).toBe('10.0.0.5');
  });

  it('counts an IPv4 client on a dual-stack socket by its IPv4 address', () => {
    expect(resolveClientAddress('::ffff:203.0.113.9', undefined, noProxies)).toBe('203.0.113.9');
    expect(resolveClientAddress('::ffff:10.0.0.5', '2001:DB8::1', ourProxies)).toBe('2001:db8::1');
    expect(resolveClientAddress('fd00::1', '198.51.100.1', ourProxies)).toBe('198.51.100.1');
  });

  it('is unknown without a socket address', () => {
    expect(resolveClientAddress(undefined, '198.51.100.1', ourProxies)).toBeUndefined();
  });
});

describe('the client as limits count it', () => {
  it.each([
    ['203.0.113.9', '203.0.113.9'],
    ['2001:db8:1:2:aaaa:bbbb:cccc:dddd', '2001:db8:1:2::/64'],
    ['2001:db8:1:2::1', '2001:db8:1:2::/64'],
    ['2001:0db8:0001:0002:0:0:0:ffff', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['64:ff9b::198.51.100.1', '64:ff9b:0:0::/64'],
  ])('%s counts as %s', (address, key) => {
    expect(clientKey(address)).toBe(key);
  });

  it('counts every address of one IPv6 /64 as one client, and another /64 apart', () => {
    const keys = ['2001:db8:1:2::1', '2001:db8:1:2:ffff::9', '2001:db8:1:2:1:2:3:4'].map((peer) =>
      resolveClientKey(peer, undefined, noProxies),
    );
    expect(new Set(keys).size).toBe(1);
    expect(resolveClientKey('2001:db8:1:3::1', undefined, noProxies)).not.toBe(keys[0]);
  });

  it('counts a forwarded IPv6 client by its /64, and an unknown one as unknown', () => {
    expect(resolveClientKey('10.0.0.5', '2001:db8:5:6::77', ourProxies)).toBe('2001:db8:5:6::/64');
    expect(resolveClientKey(undefined, undefined, noProxies)).toBe(UNKNOWN_CLIENT);
    const request = {
      socket: { remoteAddress: '2001:db8:7:8::1' },
      headers: {},
    } as Parameters<typeof requestClientAddress>[0];
    expect(requestClientAddress(request, [])).toBe('2001:db8:7:8::/64');
  });
});

describe('trusted proxy entries', () => {
  it.each(['10.0.0.7', '10.0.0.0/8', '::1', 'fd00::/8', '0.0.0.0/0'])('accepts %s', (entry) => {
    expect(isProxyEntry(entry)).toBe(true);
  });

  it.each(['proxy.internal', '10.0.0.0/33', '::1/129', '10.0.0.0/8/1', '10.0.0.0/x', ''])(
    'refuses %s',
    (entry) => {
      expect(isProxyEntry(entry)).toBe(false);
    },
  );

  it('normalises addresses and refuses anything else', () => {
    expect(normaliseAddress(' 2001:DB8::1 ')).toBe('2001:db8::1');
    expect(normaliseAddress('1.2.3.4:80')).toBeUndefined();
  });
});
