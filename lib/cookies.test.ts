// @vitest-environment jsdom
import { clearAllCookies } from '@/tests/utils/cookies';
import {
  RESERVED_COOKIE_NAMES,
  ReservedCookieNameError,
  getCookie,
  removeCookie,
  setCookie,
} from './cookies';

/** Captures what is written to document.cookie, while still writing it. */
function recordCookieWrites(): string[] {
  const writes: string[] = [];
  const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
  vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
    writes.push(value);
    descriptor?.set?.call(document, value);
  });
  return writes;
}

const DAY_MS = 24 * 60 * 60 * 1000;

function expiryOf(write: string | undefined): number {
  const expires = write?.match(/; expires=([^;]+)/)?.[1];
  if (!expires) throw new Error(`no expires attribute in ${write}`);
  return Date.parse(expires);
}

describe('cookies', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    clearAllCookies();
  });

  it('writes and reads a cookie for the whole site', () => {
    setCookie('basket', 'gas & electricity');
    expect(getCookie('basket')).toBe('gas & electricity');
    expect(getCookie('missing')).toBeUndefined();
  });

  it('lives one day by default', () => {
    const writes = recordCookieWrites();
    const before = Date.now();
    setCookie('basket', 'gas');
    expect(writes[0]).toMatch(/^basket=gas; path=\/; sameSite=Lax; expires=/);
    expect(expiryOf(writes[0]) - before).toBeGreaterThan(DAY_MS - 2000);
    expect(expiryOf(writes[0]) - before).toBeLessThanOrEqual(DAY_MS + 1000);
  });

  it('lives as many days as it is told', () => {
    const writes = recordCookieWrites();
    const before = Date.now();
    setCookie('cookie-preferences', '[]', { days: 182 });
    expect(expiryOf(writes[0]) - before).toBeGreaterThan(182 * DAY_MS - 2000);
  });

  it('is removed by max-age 0 in the scope it was set with', () => {
    setCookie('basket', 'gas', { path: '/' });
    const writes = recordCookieWrites();
    removeCookie('basket');
    expect(writes[0]).toBe('basket=; path=/; sameSite=Lax; max-age=0');
    expect(getCookie('basket')).toBeUndefined();
  });

  it.each(RESERVED_COOKIE_NAMES.flatMap((name) => [name, name.toUpperCase()]))(
    'refuses the attribute name %s',
    (name) => {
      const writes = recordCookieWrites();
      expect(() => setCookie(name, 'x')).toThrow(ReservedCookieNameError);
      expect(() => getCookie(name)).toThrow(ReservedCookieNameError);
      expect(() => removeCookie(name)).toThrow(
        `"${name}" cannot be used as a cookie name: it is reserved for a cookie attribute.`,
      );
      expect(writes).toEqual([]);
    },
  );

  it('allows names that merely contain an attribute name', () => {
    setCookie('session-expires', 'soon');
    expect(getCookie('session-expires')).toBe('soon');
  });
});
