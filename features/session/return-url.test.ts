import { isGuardedPath, loginPathFor, safeReturnUrl } from './return-url';

describe('safeReturnUrl', () => {
  it.each([
    ['/accounts/balance', '/accounts/balance'],
    ['/accounts/renew?fixed-contract', '/accounts/renew?fixed-contract'],
    ['/about#team', '/about#team'],
    ['/', '/'],
  ])('keeps a path on this site: %s', (value, expected) => {
    expect(safeReturnUrl(value)).toBe(expected);
  });

  it.each([
    ['an absolute URL', 'https://evil.example/accounts'],
    ['a protocol-relative URL', '//evil.example'],
    ['a backslash that browsers read as a slash', '/\\evil.example'],
    ['backslashes only', '\\\\evil.example'],
    ['a tab that browsers drop', '/\t/evil.example'],
    ['a script', 'javascript:alert(1)'],
    ['a path that normalises to two slashes', '/.//evil.example'],
    ['a relative path', 'accounts'],
    ['nothing', undefined],
    ['an empty value', ''],
    ['the login page itself', '/accounts/login?returnUrl=/accounts'],
  ])('sends %s to Account Home', (_, value) => {
    expect(safeReturnUrl(value)).toBe('/accounts');
  });

  it('takes the first of repeated query values', () => {
    expect(safeReturnUrl(['/accounts/usage', 'https://evil.example'])).toBe('/accounts/usage');
  });
});

describe('loginPathFor', () => {
  it('asks to come back to the page', () => {
    expect(loginPathFor('/accounts/renew?fixed-contract')).toBe(
      '/accounts/login?returnUrl=%2Faccounts%2Frenew%3Ffixed-contract',
    );
  });
});

describe('isGuardedPath', () => {
  it.each([
    ['/accounts', true],
    ['/accounts/balance', true],
    ['/accounts/help/moving', true],
    ['/accounts/login', false],
    ['/accounts/forgot-password', false],
    ['/accounts/reset-password', false],
    ['/accounts/confirm-email', false],
    ['/accounts/confirm-login', false],
    ['/accounts/accept-home', false],
    ['/accounts/edit', true],
    ['/accountsettings', false],
    ['/about', false],
  ])('%s needs a session: %s', (path, guarded) => {
    expect(isGuardedPath(path)).toBe(guarded);
  });
});
