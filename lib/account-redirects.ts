import { ACCOUNT_SECTIONS } from './gateway/contract/account-sections';

/**
 * SPEC §2 names each account link twice; docs/architecture.md "Routes" makes the /accounts
 * form canonical and every short form a permanent redirect to it: the login page's, and each
 * account section's (lib/gateway/contract/account-sections.ts). Next keeps the query string
 * (/renew?fixed-contract → /accounts/renew?fixed-contract, /login?returnUrl=… likewise).
 */
export const ACCOUNT_SHORT_FORMS: Readonly<Record<string, string>> = Object.fromEntries([
  ['/login', '/accounts/login'],
  ...Object.values(ACCOUNT_SECTIONS).flatMap(({ route, shortForms }) =>
    shortForms.map((shortForm) => [shortForm, route]),
  ),
]);

const ACCOUNTS = '/accounts';

/**
 * For next.config's `redirects()`. Next tries every redirect on every request it serves, so the
 * short forms that only gain the /accounts prefix share one route (a parameter naming them all);
 * the rest get one each.
 */
export function accountRedirects() {
  const forms = Object.entries(ACCOUNT_SHORT_FORMS);
  const prefixed = forms.filter(([source, destination]) => destination === ACCOUNTS + source);
  const renamed = forms.filter(([source, destination]) => destination !== ACCOUNTS + source);
  const alternatives = prefixed.map(([source]) => source.slice(1)).join('|');
  return [
    { source: `/:form(${alternatives})`, destination: `${ACCOUNTS}/:form`, permanent: true },
    ...renamed.map(([source, destination]) => ({ source, destination, permanent: true })),
  ];
}
