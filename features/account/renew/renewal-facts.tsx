import { formatLongDate } from '@/lib/format-date';
import type { RenewalOverview } from '@/lib/gateway/contract/renewals';
import { RENEWAL_WINDOW_DAYS } from '@/lib/gateway/contract/renewal-window';
import { Panel } from '../screen/panel';
import { priceHoldsWords, rollOntoWords, yearAndMonth } from './renewal-words';

interface RenewalFactsProps {
  overview: RenewalOverview;
  today: string;
}

/**
 * What the customer's price does if they do nothing: how long it holds, when leaving costs no
 * exit fee, and what the variable tariff would cost them.
 */
export function RenewalFacts({ overview, today }: RenewalFactsProps) {
  const { priceHoldsUntil, daysPriceHolds, windowOpensOn, variableTariff } = overview;
  return (
    <Panel heading="Your price now">
      {priceHoldsUntil !== null && daysPriceHolds !== null && windowOpensOn !== null ? (
        <>
          <p>{priceHoldsWords(daysPriceHolds, priceHoldsUntil)}</p>
          <p>
            {windowOpensOn <= today
              ? `Since ${formatLongDate(windowOpensOn)} you are in the last ${RENEWAL_WINDOW_DAYS} days of your tariff: you can renew, change tariff or switch supplier without an exit fee.`
              : `From ${formatLongDate(windowOpensOn)}, the last ${RENEWAL_WINDOW_DAYS} days of your tariff, you can renew, change tariff or switch supplier without an exit fee.`}
          </p>
          {variableTariff && <p>{rollOntoWords(priceHoldsUntil, variableTariff)}</p>}
        </>
      ) : (
        <>
          <p>
            You are on a variable tariff: its price can go up or down, and we always tell you 30
            days before it changes. There is no exit fee to leave it.
          </p>
          {variableTariff && (
            <p>
              Staying on {variableTariff.tariffName} costs {yearAndMonth(variableTariff)} for the
              energy you use. A fixed tariff holds your unit rates and standing charges for its
              whole length.
            </p>
          )}
        </>
      )}
    </Panel>
  );
}
