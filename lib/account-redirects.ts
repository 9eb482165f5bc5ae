/**
 * SPEC §2 names each account link twice; ARCHITECTURE.md "Routes" makes the /accounts form
 * canonical and every short form a permanent redirect to it. Next keeps the query string
 * (/renew?fixed-contract → /accounts/renew?fixed-contract, /login?returnUrl=… likewise).
 */
export const ACCOUNT_SHORT_FORMS: Readonly<Record<string, string>> = {
  '/login': '/accounts/login',
  '/renew': '/accounts/renew',
  '/balance': '/accounts/balance',
  '/readings': '/accounts/readings',
  '/usage': '/accounts/usage',
  '/payments': '/accounts/payments',
  '/personal-details': '/accounts/edit',
  '/tariff': '/accounts/tariff-information',
  '/refer': '/accounts/refer',
  '/choose': '/accounts/change',
  '/admin': '/accounts/admin',
  '/help/moving': '/accounts/help/moving',
  '/move-out/status': '/accounts/move-out/status',
};

/** For next.config's `redirects()`. */
export function accountRedirects() {
  return Object.entries(ACCOUNT_SHORT_FORMS).map(([source, destination]) => ({
    source,
    destination,
    permanent: true,
  }));
}
