import type { Agreement } from '@/lib/gateway/contract/account';
import type { Payments } from '@/lib/gateway/contract/payments';
import { isRateName } from '@/lib/gateway/contract/rate-names';
import { RENEWAL_WINDOW_DAYS } from '@/lib/gateway/contract/renewal-window';
import { formatOfferPounds } from '@/lib/format-money';
import { addDays } from '@/lib/iso-date';
import type { FuelFacts, TariffFacts } from '@/lib/tariffs/tariff-information-label';

export const FUEL_NAMES = { electricity: 'Electricity', gas: 'Gas' } as const;

/** The current agreement of each fuel, and any that follows it, electricity first. */
export function agreementsByFuel(agreements: readonly Agreement[]) {
  return (['electricity', 'gas'] as const).flatMap((fuel) => {
    const current = agreements.find((a) => a.fuel === fuel && a.status === 'current');
    if (!current) return [];
    const next = agreements.find(
      (a) => a.fuel === fuel && a.status === 'future' && a.startDate > current.startDate,
    );
    return [{ fuel, current, next: next ?? null }];
  });
}

/** The day the fee-free window of a fixed agreement opens; null when it has no end. */
export function feeFreeFrom(agreement: Agreement): string | null {
  return agreement.pricingType === 'Fixed' && agreement.endDate
    ? addDays(agreement.endDate, -RENEWAL_WINDOW_DAYS)
    : null;
}

export const exitFeeWords = (pence: number) => (pence === 0 ? 'None' : formatOfferPounds(pence));

const TIME_OF_USE = new Set<string>(['SO EV Peak', 'SO EV Off-Peak']);

export function tariffKind(agreement: Agreement): string {
  const names = agreement.unitRates.map((rate) => rate.name);
  const kind = agreement.pricingType === 'Fixed' ? 'Fixed' : 'Variable';
  if (names.some((name) => TIME_OF_USE.has(name))) return `${kind}, EV time of use`;
  if (names.includes('night')) return `${kind}, Economy 7`;
  return kind;
}

function fuelFacts(agreement: Agreement | undefined, payments: Payments | null): FuelFacts | null {
  if (!agreement) return null;
  const lines = (payments?.forecast.lines ?? []).filter(
    (line) => line.fuel === agreement.fuel && line.kind === 'energy',
  );
  const useOf = (name: string) => lines.find((line) => line.registerName === name)?.quantity;
  const round = (kwh: number) => Math.round(kwh);
  return {
    rates: agreement.unitRates.flatMap((rate) => {
      const kwh = useOf(rate.name);
      return isRateName(rate.name)
        ? [
            {
              name: rate.name,
              pencePerKwh: rate.unitRateIncVatPence,
              annualKwh: kwh === undefined ? null : round(kwh),
            },
          ]
        : [];
    }),
    standingChargePence: agreement.standingChargeIncVatPence,
    exitFee: exitFeeWords(agreement.exitFeePence),
    annualKwh: lines.length > 0 ? round(lines.reduce((sum, line) => sum + line.quantity, 0)) : null,
  };
}

/**
 * The label's facts for the tariffs an account has now: the costs and the use they assume come
 * from the Direct Debit's forecast (the same year ahead at the same prices), when it has loaded.
 */
export function currentTariffFacts(
  agreements: readonly Agreement[],
  payments: Payments | null,
): TariffFacts | null {
  const current = agreementsByFuel(agreements).map(({ current }) => current);
  const [first] = current;
  if (!first) return null;
  const byFuel = (fuel: Agreement['fuel']) => current.find((a) => a.fuel === fuel);
  const yearly = payments?.forecast.yearlyCostPence ?? null;
  return {
    tariffName: [...new Set(current.map((a) => a.tariffName))].join(' / '),
    tariffType: tariffKind(first),
    paymentMethod: payments?.directDebit ? 'Monthly Direct Debit' : 'Pay on receipt of bill',
    electricity: fuelFacts(byFuel('electricity'), payments),
    gas: fuelFacts(byFuel('gas'), payments),
    endDate: first.endDate,
    fixedUntil: first.pricingType === 'Fixed' ? first.endDate : null,
    annualCostPence: yearly,
    monthlyCostPence: yearly === null ? null : Math.round(yearly / 12),
  };
}
