import {
  customerSearchOf,
  getStaffAccountView,
  getStaffActivity,
  searchCustomers,
  SEARCH_UNRECOGNISED_MESSAGE,
} from '@/lib/gateway/contract/admin';
import { londonToday } from '@/lib/iso-date';
import { recordSecurityEvent } from '../account-security/security-events';
import { accountById, ACCOUNT_NOT_FOUND_MESSAGE } from '../accounts/owned-account';
import { inTransaction } from '../db/sql';
import { notFound } from '../http/http-error';
import type { GatewayRouter } from '../http/router';
import { invalidRequest } from '../http/validation';
import { staffAccountViewOf } from './account-view';
import { recordStaffAction, staffActivityOf } from './audit';
import { findCustomers } from './customer-search';
import { requireAdmin } from './staff';

/**
 * The staff Admin screen's calls. Each first checks the caller is staff (403 otherwise); the
 * customer endpoints keep refusing everyone else's accounts, staff included. Nothing found
 * here leaves the gateway without its row in the audit; an account looked at is in its
 * customer's security events too.
 */
export function adminRoutes(router: GatewayRouter): void {
  router.add(searchCustomers, async ({ query, principal, deps }) => {
    const staff = await requireAdmin(deps.database, principal);
    const search = customerSearchOf(query.query);
    if (!search) {
      throw invalidRequest([{ path: 'query.query', message: SEARCH_UNRECOGNISED_MESSAGE }]);
    }
    const results = await findCustomers(deps.database, search);
    await recordStaffAction(
      deps.database,
      staff,
      { action: 'search', query: query.query },
      deps.now(),
    );
    return results;
  });

  router.add(getStaffAccountView, async ({ params, principal, deps }) => {
    const staff = await requireAdmin(deps.database, principal);
    const account = await accountById(deps.database, params.id);
    if (!account) throw notFound(ACCOUNT_NOT_FOUND_MESSAGE);
    const view = await staffAccountViewOf(deps.database, account, londonToday(deps.now()));
    const at = deps.now();
    await inTransaction(deps.database, async (transaction) => {
      await recordStaffAction(transaction, staff, { action: 'view', accountId: account.id }, at);
      // The customer sees that staff looked, not who: the audit keeps that.
      await recordSecurityEvent(transaction, {
        customerId: account.customerId,
        kind: 'staff-read',
        at,
        detail: account.number,
      });
    });
    return view;
  });

  router.add(getStaffActivity, async ({ principal, deps }) =>
    staffActivityOf(deps.database, await requireAdmin(deps.database, principal)),
  );
}
