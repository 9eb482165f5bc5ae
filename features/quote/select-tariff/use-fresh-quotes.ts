import { useCallback, useEffect, useRef, useState } from 'react';
import { buildQuoteRequest, type QuoteAnswers } from '@/lib/gateway/quote-request';
import { getQuotes } from '@/lib/gateway/quotes';
import type { JourneyState } from '../journey/journey-state';
import type { JourneyStore } from '../journey/journey-store';
import { isOffline, useRetryWhenOnline } from '../journey/retry-when-online';
import { quoteHold } from '../journey/quote-hold';

/** Where the quotes shown stand: still valid, being priced again, or priced again. */
export type QuotesFreshness =
  | { kind: 'fresh' }
  | { kind: 'repricing'; previousPricedAt: string }
  | { kind: 'failed'; previousPricedAt: string }
  | { kind: 'repriced'; previousPricedAt: string; choiceWithdrawn: boolean };

function initialFreshness(state: JourneyState, now: () => Date): QuotesFreshness {
  const { quotes } = state;
  return quotes && state.answers && quoteHold(quotes.pricedAt, now().getTime()) !== 'held'
    ? { kind: 'repricing', previousPricedAt: quotes.pricedAt }
    : { kind: 'fresh' };
}

/** Prices the answers again and keeps the new quotes; says whether the choice was withdrawn. */
async function repriceQuotes(
  answers: QuoteAnswers,
  store: JourneyStore,
  now: () => Date,
): Promise<{ choiceWithdrawn: boolean }> {
  const items = await getQuotes(buildQuoteRequest(answers));
  const chosen = store.getSnapshot().state.chosenQuoteId;
  const stillOffered = items.some(({ quoteId }) => quoteId === chosen);
  store.update({
    quotes: { items, pricedAt: now().toISOString() },
    chosenQuoteId: stillOffered ? chosen : null,
  });
  return { choiceWithdrawn: chosen !== null && !stillOffered };
}

/**
 * Quotes past their validity, or within a day of it (so the later steps never run out of
 * time), are priced again for the same answers, once, when the step
 * opens (issue 14 item 5: never silently). The new quotes replace the old in the store with a new
 * `pricedAt`; a chosen tariff that is no longer offered is un-chosen. Offline, the call waits
 * for the connection; any other failure can be retried.
 */
export function useFreshQuotes(state: JourneyState, store: JourneyStore, now: () => Date) {
  const { offline, retryWhenOnline } = useRetryWhenOnline();
  const [freshness, setFreshness] = useState(() => initialFreshness(state, now));
  const started = useRef(false);

  const { answers } = state;
  useEffect(() => {
    if (freshness.kind !== 'repricing' || started.current || !answers) return;
    started.current = true;
    const { previousPricedAt } = freshness;
    const again = () => {
      started.current = false;
      setFreshness({ kind: 'repricing', previousPricedAt });
    };
    repriceQuotes(answers, store, now).then(
      ({ choiceWithdrawn }) =>
        setFreshness({ kind: 'repriced', previousPricedAt, choiceWithdrawn }),
      () => {
        if (isOffline()) retryWhenOnline(again);
        else setFreshness({ kind: 'failed', previousPricedAt });
      },
    );
  }, [freshness, answers, store, now, retryWhenOnline]);

  const retry = useCallback(() => {
    if (freshness.kind !== 'failed') return;
    started.current = false;
    setFreshness({ kind: 'repricing', previousPricedAt: freshness.previousPricedAt });
  }, [freshness]);

  return { freshness, offline, retry };
}
