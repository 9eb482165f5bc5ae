import { addDays, addMonths, nextDayOfMonth } from '@/lib/iso-date';
import { productFor } from './billing';
import type { AccountSpec } from './persona-spec';
import { regionalPrices } from './regional-prices';
import { warmHomeDiscountCredit } from './warm-home-discount';
import { regionOf, registerNames } from './seed-meters';
import type { Posting } from './seed-bills';

/** A twelfth of a year's cost at the region's prices (VAT included) and a tenth more, to £1. */
export function monthlyDirectDebitPence(spec: AccountSpec, today: string): number {
  const phase = spec.tariffs.find((p) => p.from <= today && (p.to === null || today <= p.to));
  if (!phase) throw new Error(`Account ${spec.number} has no tariff today`);
  const yearlyPenceX100 = spec.meters.reduce((sum, meter) => {
    const prices = regionalPrices(phase.family, productFor(phase, meter), regionOf(spec));
    const energy = registerNames(meter).reduce(
      (total, { name, annualKwh }) => total + annualKwh * (prices.rates[name] ?? 0),
      0,
    );
    return sum + energy + 365 * prices.standingChargeX100;
  }, 0);
  // A tenth more, so that the winter months do not leave the account in debit.
  return Math.ceil((yearlyPenceX100 * 1.1) / 100 / 12 / 100) * 100;
}

/** The Direct Debit payments taken so far, any refund, and Warm Home Discount credits. */
export function paymentPostings(spec: AccountSpec, amountPence: number, today: string): Posting[] {
  const postings: Posting[] = [];
  const stop = spec.directDebit.stoppedOn ?? addDays(today, 1);
  for (
    let day = nextDayOfMonth(addDays(spec.openedOn, 10), spec.directDebit.dayOfMonth);
    day <= today && day < stop;
    day = addMonths(day, 1)
  ) {
    postings.push({
      postedOn: day,
      kind: 'payment',
      description: 'Direct Debit payment',
      amountPence,
      billId: null,
    });
  }
  if (spec.refund) {
    postings.push({
      postedOn: spec.refund.postedOn,
      kind: 'refund',
      description: 'Refund of credit to your bank account',
      amountPence: -spec.refund.amountPence,
      billId: null,
    });
  }
  for (const credit of warmHomeDiscountCredit(spec, today)) {
    postings.push({ ...credit, kind: 'credit', billId: null });
  }
  return postings;
}
