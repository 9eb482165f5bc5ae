import type { TariffQuote } from '@/lib/gateway/contract/tariff-quote';
import { isFlex } from './quote-labels';

/** A quote in the order the prospect sees it; `isRecommended` is set here, client side. */
export type RankedQuote = TariffQuote & { isRecommended: boolean };

/**
 * SPEC §9: cheapest first by yearly cost (equal costs keep the gateway's order), and the first
 * is recommended. With EV marketing consent, a flex (SOOC) quote goes first and is recommended
 * instead, the rest by cost; without consent it keeps its place by cost.
 */
export function orderQuotes(
  quotes: readonly TariffQuote[],
  { evMarketingConsent }: { evMarketingConsent: boolean },
): RankedQuote[] {
  const byCost = quotes.toSorted((a, b) => a.costPerYearInPounds - b.costPerYearInPounds);
  const flex = evMarketingConsent ? byCost.find(isFlex) : undefined;
  const ordered = flex ? [flex, ...byCost.filter((quote) => quote !== flex)] : byCost;
  return ordered.map((quote, index) => ({ ...quote, isRecommended: index === 0 }));
}
