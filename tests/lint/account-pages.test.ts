import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DECLARED_ENTRY_POINTS } from '../../eslint-layering.mjs';
import { ACCOUNT_SECTIONS, accountSections } from '@/lib/gateway/contract/account-sections';

/**
 * The account pages against the table of account sections (lib/gateway/contract/account-sections.ts):
 * each section has its page, each page one pattern (the frame around its own screen module), and
 * the lint's account entry points are exactly those screen modules. A new section without its
 * page, or a page whose screen module lint does not declare, fails here.
 */

const FRAME = './screen/account-screen.tsx';

/** Every page under pages/accounts/, as a path from the project's root. */
function pagesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? pagesUnder(join(folder, entry.name)) : [join(folder, entry.name)],
  );
}

/** The modules of features/account/ a page imports, as eslint-layering.mjs names them. */
function accountImports(source: string): string[] {
  return [...source.matchAll(/from '@\/features\/account\/([^']+)'/g)].map(
    ([, module]) => `./${module}.tsx`,
  );
}

const accountPages = pagesUnder('pages/accounts')
  .map((path) => ({ path, source: readFileSync(path, 'utf8') }))
  .filter(({ source }) => accountImports(source).includes(FRAME));

const declared = Object.keys(DECLARED_ENTRY_POINTS.account ?? {});

describe('account pages, from the table of account sections', () => {
  it.each(accountSections)('%s has its page, which shows the frame for that section', (section) => {
    const path = `pages${ACCOUNT_SECTIONS[section].route.split('?')[0]}.tsx`;
    expect(existsSync(path), `${path} for ${section}`).toBe(true);
    const page = accountPages.find((each) => each.path === path);
    expect(page, `${path} renders AccountScreen`).toBeDefined();
    expect(page?.source).toMatch(new RegExp(`['"]${section}['"]`));
  });

  it.each(accountPages.map(({ path, source }) => [path, source]))(
    '%s shows a section of the table, through the frame and its own screen module only',
    (_path, source) => {
      const named = [...source.matchAll(/section="(\w+)"|'(\w+)'/g)].map(([, a, b]) => a ?? b);
      expect(named.some((name) => accountSections.includes(name as never))).toBe(true);
      const screens = accountImports(source).filter((module) => module !== FRAME);
      expect(screens).toHaveLength(1);
      expect(declared).toContain(screens[0]);
    },
  );

  it("declares as the account's page entry points the frame and each page's screen, no more", () => {
    const screens = accountPages.flatMap(({ source }) => accountImports(source));
    expect(new Set(declared)).toEqual(new Set(screens));
  });
});
