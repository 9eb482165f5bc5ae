import useSWR from 'swr';
import type * as AccountCalls from '@/lib/gateway/account';
import type {
  SmartMeterBookingState,
  SmartMeterSlots,
} from '@/lib/gateway/contract/smart-meter-booking';
import type { GatewayError } from '@/lib/gateway/gateway-error';
import type * as SmartMeterCalls from '@/lib/gateway/smart-meter-booking';
import { accountKeys } from '../data/keys';

let smartMeterCalls: Promise<typeof SmartMeterCalls> | null = null;
let accountCalls: Promise<typeof AccountCalls> | null = null;

/** The smart meter calls, downloaded once when the screen first asks for them. */
export const loadSmartMeterCalls = () =>
  (smartMeterCalls ??= import('@/lib/gateway/smart-meter-booking'));

/** Whether the account can book, its meters, and its appointment or waiting-list place. */
export function useSmartMeterBooking(accountId: number) {
  return useSWR<SmartMeterBookingState, GatewayError>(
    accountKeys.smartMeterBooking(accountId),
    async ([, id]: ReturnType<typeof accountKeys.smartMeterBooking>) =>
      (await loadSmartMeterCalls()).getSmartMeterBooking(id),
  );
}

/** The appointments the region can offer; asked only once the account may book. */
export function useSmartMeterSlots(accountId: number, enabled: boolean) {
  return useSWR<SmartMeterSlots, GatewayError>(
    enabled ? accountKeys.smartMeterSlots(accountId) : null,
    async ([, id]: ReturnType<typeof accountKeys.smartMeterSlots>) =>
      (await loadSmartMeterCalls()).getSmartMeterSlots(id),
  );
}

type SmartPayAsYouGoEligibility = Awaited<
  ReturnType<typeof AccountCalls.getSmartPayAsYouGoEligibility>
>;

/** Whether the account could switch to Smart Pay As You Go, and why not (SPEC §7). */
export function useSmartPayAsYouGo(accountId: number, accountNumber: string) {
  return useSWR<SmartPayAsYouGoEligibility, GatewayError>(
    accountKeys.smartPayAsYouGo(accountId, accountNumber),
    async ([, id, , number]: ReturnType<typeof accountKeys.smartPayAsYouGo>) =>
      (await (accountCalls ??= import('@/lib/gateway/account'))).getSmartPayAsYouGoEligibility(
        id,
        number,
      ),
  );
}
