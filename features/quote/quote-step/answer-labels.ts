import type { MeterType } from '@/lib/gateway/contract/common';
import type { QuoteFuelType, UsageProfile } from '@/lib/gateway/contract/quotes';

/** The fuels as the journey names them (SPEC §3). */
export const FUEL_LABELS: Readonly<Record<QuoteFuelType, string>> = {
  DUAL_FUEL: 'Gas & electricity',
  ELECTRICITY_ONLY: 'Electricity',
  GAS_ONLY: 'Gas',
};

/** The electricity meter types (SPEC §3 meter profiles Standard, Eco7, smart), with a hint. */
export const METER_LABELS: Readonly<Record<MeterType, { label: string; hint: string }>> = {
  standard: { label: 'Standard', hint: 'One rate all day; you send us readings' },
  smart: { label: 'Smart', hint: 'Sends us readings by itself; usually has an in-home display' },
  economy7: { label: 'Economy 7', hint: 'Cheaper electricity for 7 hours at night; two readings' },
};

export const PROFILE_LABELS: Readonly<Record<UsageProfile, string>> = {
  LOW: 'Low',
  MEDIUM: 'Medium',
  HIGH: 'High',
  EXACT_AMOUNT: 'Exact amount',
};

/** Who a typical home of each profile is, in words. */
export const PROFILE_HINTS: Readonly<Record<Exclude<UsageProfile, 'EXACT_AMOUNT'>, string>> = {
  LOW: 'A flat or small house, 1 or 2 people',
  MEDIUM: 'A 3-bedroom house, 2 or 3 people',
  HIGH: 'A larger house, 4 or more people',
};
