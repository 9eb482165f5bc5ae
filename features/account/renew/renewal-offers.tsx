import { useState } from 'react';
import { QuoteCard } from '@/features/quote/select-tariff/quote-card';
import { TariffLabelDialog } from '@/features/quote/select-tariff/tariff-label-dialog';
import { orderQuotes } from '@/features/quote/tariffs/order-quotes';
import { formatLongDate } from '@/lib/format-date';
import type { VariableTariffCost } from '@/lib/gateway/contract/renewals';
import type { TariffQuote } from '@/lib/gateway/contract/tariff-quote';
import { PhoneLink } from '@/lib/ui/phone-link';
import panels from '../screen/panels.module.css';
import { Panel } from '../screen/panel';
import { ConfirmRenewalDialog } from './confirm-renewal-dialog';
import styles from './renew-screen.module.css';
import { usageWords, yearAndMonth } from './renewal-words';

interface RenewalOffersProps {
  accountId: number;
  offers: readonly TariffQuote[];
  /** What staying on the variable tariff costs, set beside every offer; null when unpriced. */
  variable: VariableTariffCost | null;
}

/** Staying put, priced like the offers: the choice a customer makes by doing nothing. */
function StayOnVariableCard({ variable }: { variable: VariableTariffCost }) {
  return (
    <article className={styles.stayCard} aria-labelledby="stay-on-variable-heading">
      <h3 id="stay-on-variable-heading" className={styles.stayHeading}>
        Staying on {variable.tariffName}
      </h3>
      <p>Our variable tariff: its price can go up or down.</p>
      <p className={styles.stayCost}>{yearAndMonth(variable)}</p>
      <p>No exit fee, and nothing to do: it is what you pay if you do not choose a fixed tariff.</p>
    </article>
  );
}

/** The fixed tariffs on offer, each beside staying on the variable tariff, and choosing one. */
export function RenewalOffers({ accountId, offers, variable }: RenewalOffersProps) {
  const [labelQuoteId, setLabelQuoteId] = useState<string | null>(null);
  const [chosenQuoteId, setChosenQuoteId] = useState<string | null>(null);
  const ranked = orderQuotes(offers, { evMarketingConsent: false });
  const [first] = ranked;

  if (!first) {
    return (
      <Panel heading="Fixed tariffs for you">
        <p>
          We cannot offer your home a fixed tariff online at the moment. Please call us on{' '}
          <PhoneLink /> and we will find you one.
        </p>
      </Panel>
    );
  }
  return (
    <section aria-labelledby="renewal-offers-heading">
      <h2 id="renewal-offers-heading" className={panels.panelHeading}>
        Fixed tariffs for you
      </h2>
      <p className={styles.basis}>
        Priced for your home at {usageWords(first)}, with VAT, from{' '}
        {formatLongDate(first.supplyStartDate)}
        {variable && `, each beside staying on ${variable.tariffName}`}.
      </p>
      <ul className={styles.offers}>
        {variable && (
          <li>
            <StayOnVariableCard variable={variable} />
          </li>
        )}
        {ranked.map((quote) => (
          <li key={quote.quoteId}>
            <QuoteCard
              quote={quote}
              chosen={quote.quoteId === chosenQuoteId}
              disabled={false}
              onChoose={() => setChosenQuoteId(quote.quoteId)}
              onViewLabel={() => setLabelQuoteId(quote.quoteId)}
              comparedWith={variable ?? undefined}
            />
          </li>
        ))}
      </ul>
      <TariffLabelDialog
        quote={ranked.find(({ quoteId }) => quoteId === labelQuoteId) ?? null}
        onClose={() => setLabelQuoteId(null)}
      />
      <ConfirmRenewalDialog
        accountId={accountId}
        quote={ranked.find(({ quoteId }) => quoteId === chosenQuoteId) ?? null}
        onClose={() => setChosenQuoteId(null)}
      />
    </section>
  );
}
