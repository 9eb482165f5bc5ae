import useSWR, { useSWRConfig, type SWRConfiguration } from 'swr';
import type * as AdminCalls from '@/lib/gateway/admin';
import type {
  CustomerSearchResults,
  StaffAccountView,
  StaffActivity,
} from '@/lib/gateway/contract/admin';
import type { GatewayError } from '@/lib/gateway/gateway-error';
import { adminKeys } from './admin-keys';

let adminCalls: Promise<typeof AdminCalls> | null = null;

/** The staff calls, downloaded once when the Admin screen first asks for them. */
export const loadAdminCalls = () => (adminCalls ??= import('@/lib/gateway/admin'));

/**
 * The gateway records every search and every look at an account in its audit, so each is asked
 * for once, when staff ask: never again on focus, on reconnecting or after a failure.
 */
const RECORDED_ONCE: SWRConfiguration = {
  revalidateIfStale: false,
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  shouldRetryOnError: false,
};

/** Fetches the staff member's activity again, after a search or a look it now lists. */
export function useRefreshActivity() {
  const { mutate } = useSWRConfig();
  return () => void mutate(adminKeys.activity());
}

/** The customers a search finds; null asks nothing. */
export function useCustomerSearch(query: string | null) {
  const refreshActivity = useRefreshActivity();
  return useSWR<CustomerSearchResults, GatewayError>(
    query === null ? null : adminKeys.search(query),
    async ([, , text]: ReturnType<typeof adminKeys.search>) =>
      (await loadAdminCalls()).searchCustomers(text),
    { ...RECORDED_ONCE, onSuccess: refreshActivity },
  );
}

/** One customer's account as staff see it, read-only; null asks nothing. */
export function useStaffAccountView(accountId: number | null) {
  const refreshActivity = useRefreshActivity();
  return useSWR<StaffAccountView, GatewayError>(
    accountId === null ? null : adminKeys.account(accountId),
    async ([, , id]: ReturnType<typeof adminKeys.account>) =>
      (await loadAdminCalls()).getStaffAccountView(id),
    { ...RECORDED_ONCE, onSuccess: refreshActivity },
  );
}

/** The staff member's own latest searches and looks, as the audit has them. */
export function useStaffActivity() {
  return useSWR<StaffActivity, GatewayError>(
    adminKeys.activity(),
    async () => (await loadAdminCalls()).getStaffActivity(),
    { shouldRetryOnError: false },
  );
}
