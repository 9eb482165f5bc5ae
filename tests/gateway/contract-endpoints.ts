import * as account from '@/lib/gateway/contract/account';
import * as accountSecurity from '@/lib/gateway/contract/account-security';
import * as admin from '@/lib/gateway/contract/admin';
import * as apiTokens from '@/lib/gateway/contract/api-tokens';
import * as addresses from '@/lib/gateway/contract/addresses';
import * as auth from '@/lib/gateway/contract/auth';
import * as bills from '@/lib/gateway/contract/bills';
import * as contact from '@/lib/gateway/contract/contact';
import * as customer from '@/lib/gateway/contract/customer';
import * as dataExports from '@/lib/gateway/contract/data-exports';
import type { Endpoint } from '@/lib/gateway/contract/endpoint';
import * as meterPoints from '@/lib/gateway/contract/meter-points';
import * as evReminders from '@/lib/gateway/contract/ev-reminders';
import * as feedback from '@/lib/gateway/contract/feedback';
import * as moveOut from '@/lib/gateway/contract/move-out';
import * as paymentPlans from '@/lib/gateway/contract/payment-plans';
import * as payments from '@/lib/gateway/contract/payments';
import * as quotes from '@/lib/gateway/contract/quotes';
import * as refunds from '@/lib/gateway/contract/refunds';
import * as readings from '@/lib/gateway/contract/readings';
import * as referralInvites from '@/lib/gateway/contract/referral-invites';
import * as referrals from '@/lib/gateway/contract/referrals';
import * as renewals from '@/lib/gateway/contract/renewals';
import * as signups from '@/lib/gateway/contract/signups';
import * as smartMeterBooking from '@/lib/gateway/contract/smart-meter-booking';
import * as switches from '@/lib/gateway/contract/switches';
import * as tariffs from '@/lib/gateway/contract/tariffs';
import * as usage from '@/lib/gateway/contract/usage';
import * as vehicles from '@/lib/gateway/contract/vehicles';
import * as votes from '@/lib/gateway/contract/votes';
import * as warmHomeDiscount from '@/lib/gateway/contract/warm-home-discount';

const MODULES = [
  auth,
  accountSecurity,
  customer,
  dataExports,
  apiTokens,
  account,
  bills,
  readings,
  usage,
  payments,
  refunds,
  paymentPlans,
  referrals,
  moveOut,
  renewals,
  admin,
  smartMeterBooking,
  warmHomeDiscount,
  addresses,
  quotes,
  vehicles,
  meterPoints,
  signups,
  switches,
  evReminders,
  referralInvites,
  votes,
  contact,
  feedback,
  tariffs,
];

function isEndpoint(value: unknown): value is Endpoint {
  return (
    typeof value === 'object' &&
    value !== null &&
    'method' in value &&
    'path' in value &&
    'response' in value
  );
}

/** Every endpoint the contract modules define, for tests that must cover them all. */
export const CONTRACT_ENDPOINTS: readonly Endpoint[] = MODULES.flatMap((module) =>
  Object.values(module).filter(isEndpoint),
);

/** A request path for an endpoint, with each `{param}` filled in. */
export function pathOf(endpoint: Endpoint, params: Record<string, string | number>): string {
  return endpoint.path.replace(/\{(\w+)\}/g, (_, name: string) => String(params[name]));
}
