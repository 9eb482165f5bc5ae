import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { getPathMatch } from 'next/dist/shared/lib/router/utils/path-match';
import { prepareDestination } from 'next/dist/shared/lib/router/utils/prepare-destination';
import { ACCOUNT_SHORT_FORMS, accountRedirects } from './account-redirects';

/** Where Next's router sends `path` with these redirects: the first match wins. */
function redirectOf(path: string) {
  for (const { source, destination, permanent } of accountRedirects()) {
    const params = getPathMatch(source, { strict: true, removeUnnamedParams: true })(path);
    if (!params) continue;
    const { newUrl } = prepareDestination({
      appendParamsToQuery: false,
      destination,
      params,
      query: {},
    });
    return { to: newUrl, permanent };
  }
  return null;
}

describe('account short forms', () => {
  it.each(Object.entries(ACCOUNT_SHORT_FORMS))(
    'send %s permanently to %s',
    (shortForm, destination) => {
      expect(destination).toMatch(/^\/accounts\//);
      expect(redirectOf(shortForm)).toEqual({ to: destination, permanent: true });
    },
  );

  it.each([
    '/',
    '/about',
    '/logins',
    '/help',
    '/help/moving/on',
    '/accounts/login',
    '/energy/quote',
  ])('leave %s alone', (path) => {
    expect(redirectOf(path)).toBeNull();
  });

  it('ask Next to try fewer routes than there are short forms', () => {
    expect(accountRedirects().length).toBeLessThan(Object.keys(ACCOUNT_SHORT_FORMS).length / 2);
  });

  it('hide no page of the embedded content space', () => {
    for (const shortForm of Object.keys(ACCOUNT_SHORT_FORMS)) {
      expect(existsSync(join('content', 'stories', `${shortForm.slice(1)}.json`)), shortForm).toBe(
        false,
      );
    }
  });
});
