import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { accountRedirects } from './account-redirects';

describe('account short forms', () => {
  it('send each short form of ARCHITECTURE.md permanently to its /accounts route', () => {
    expect(accountRedirects()).toEqual(
      expect.arrayContaining([
        { source: '/login', destination: '/accounts/login', permanent: true },
        { source: '/personal-details', destination: '/accounts/edit', permanent: true },
        { source: '/tariff', destination: '/accounts/tariff-information', permanent: true },
        { source: '/choose', destination: '/accounts/change', permanent: true },
        { source: '/admin', destination: '/accounts/admin', permanent: true },
        { source: '/move-out/status', destination: '/accounts/move-out/status', permanent: true },
      ]),
    );
    for (const { destination } of accountRedirects()) {
      expect(destination).toMatch(/^\/accounts\//);
    }
  });

  it('hide no page of the embedded content space', () => {
    for (const { source } of accountRedirects()) {
      expect(existsSync(join('content', 'stories', `${source.slice(1)}.json`)), source).toBe(false);
    }
  });
});
