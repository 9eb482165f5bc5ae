import {
  isProxyEntry,
  normaliseAddress,
  resolveClientAddress,
  trustedProxies,
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
