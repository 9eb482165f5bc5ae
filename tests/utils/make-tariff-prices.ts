import type { TariffPrices } from '@/lib/gateway/contract/tariffs';

/** A fixed tariff with London's single-rate electricity price and no gas, as the gateway answers. */
export function makeTariffPrices(overrides: Partial<TariffPrices> = {}): TariffPrices {
  return {
    name: 'So Fixed 12M',
    pricing: 'fixed',
    kind: 'standard',
    lengthMonths: 12,
    exitFeePerFuelInPence: 5000,
    electricity: [
      {
        code: 'SO-FIX-12M-E',
        meterProfile: 'standard',
        standingChargeInPence: 45.47,
        unitRates: [{ name: 'standard', unitRateInPence: 25.36 }],
      },
    ],
    gas: null,
    ...overrides,
  };
}
