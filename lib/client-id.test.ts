// @vitest-environment jsdom
import { clearAllCookies } from '@/tests/utils/cookies';
import { getCookie, setCookie } from './cookies';
import { browserClientId, CLIENT_ID_COOKIE, randomToken } from './client-id';

afterEach(() => {
  clearAllCookies();
});

describe('browserClientId', () => {
  it('creates a random id once and keeps it in a cookie', () => {
    const id = browserClientId();
    expect(id).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(getCookie(CLIENT_ID_COOKIE)).toBe(id);
    expect(browserClientId()).toBe(id);
  });

  it('replaces a cookie that is not an id of ours', () => {
    setCookie(CLIENT_ID_COOKIE, '<script>');
    expect(browserClientId()).toMatch(/^[A-Za-z0-9_-]{24}$/);
  });

  it('differs every time one is made', () => {
    expect(new Set(Array.from({ length: 50 }, randomToken)).size).toBe(50);
  });
});
