import type { AccountStatus, SupplyFuel } from '@/lib/gateway/contract/customer';

/** SPEC §3: the fuels an account is supplied with, as the customer reads them. */
export const SUPPLY_FUEL_LABEL: Record<SupplyFuel, string> = {
  Electricity: 'Electricity',
  ElecAndGas: 'Gas & electricity',
  Gas: 'Gas',
};

/** Where an account stands, in the customer's words. */
export const ACCOUNT_STATUS_LABEL: Record<AccountStatus, string> = {
  'setting-up': 'Switching to us',
  active: 'Supplied by us',
  'moving-out': 'Moving out',
};
