import { Link } from '@/lib/ui/link';
import { useRouter } from 'next/router';
import { useCallback, useMemo, useRef, useState, type Ref } from 'react';
import { flushSync } from 'react-dom';
import { formatLongDate } from '@/lib/format-date';
import { LiveMessage } from '@/lib/ui/live-message';
import { LoadFailure } from '@/lib/ui/load-failure';
import { Spinner } from '@/lib/ui/spinner';
import { VisuallyHidden } from '@/lib/ui/visually-hidden';
import { useQuoteJourney } from '../journey/journey-store';
import { OFFLINE_RETRY_MESSAGE } from '../journey/retry-when-online';
import { stepPath } from '../journey/steps';
import { orderQuotes } from '../tariffs/order-quotes';
import { answersSummary } from './answers-summary';
import { QuoteCard } from './quote-card';
import styles from './select-tariff.module.css';
import { TariffLabelDialog } from './tariff-label-dialog';
import { useFreshQuotes, type QuotesFreshness } from './use-fresh-quotes';

const systemNow = () => new Date();

export const REPRICING_MESSAGE =
  "Your quote's prices are ending, so we're checking today's prices…";
export const REPRICE_FAILED_MESSAGE =
  "We couldn't check today's prices just now. Your answers are kept: please try again.";

export function repricedMessage(previousPricedAt: string): string {
  return `Prices have been updated since your quote on ${formatLongDate(previousPricedAt)}: please check them before you choose.`;
}

export const CHOICE_WITHDRAWN_MESSAGE =
  'The tariff you chose before is no longer available, so please choose again.';

interface SelectTariffStepProps {
  /** The clock, for tests; the quotes' age is measured against it. */
  now?: () => Date;
}

interface FreshnessNoticeProps {
  freshness: QuotesFreshness;
  offline: boolean;
  retry: () => void;
  ref: Ref<HTMLDivElement>;
}

/**
 * What the prospect is told about prices being checked again, in one live region there from the
 * start (nothing in it while the prices are fresh): checking, then the new prices or why they
 * could not be checked, with Try again. Its message takes focus after Try again, which is gone.
 */
function FreshnessNotice({ freshness, offline, retry, ref }: FreshnessNoticeProps) {
  const failed = freshness.kind === 'failed';
  return (
    <LiveMessage
      politeness="polite"
      ref={ref}
      tabIndex={-1}
      className={failed ? undefined : styles.notice}
    >
      {freshness.kind === 'repricing' ? (
        <p className={styles.noticeBusy}>
          <Spinner decorative size="1.5rem" />
          {offline ? OFFLINE_RETRY_MESSAGE : REPRICING_MESSAGE}
        </p>
      ) : freshness.kind === 'repriced' ? (
        <>
          <p>{repricedMessage(freshness.previousPricedAt)}</p>
          {freshness.choiceWithdrawn && <p>{CHOICE_WITHDRAWN_MESSAGE}</p>}
        </>
      ) : failed ? (
        <LoadFailure message={REPRICE_FAILED_MESSAGE} retry={retry} className={styles.failure} />
      ) : null}
    </LiveMessage>
  );
}

/**
 * The select-tariff step: the quotes for the prospect's answers in SPEC §9's order, each with its
 * Tariff Information Label, and what the prices are for with a way to change it. Quotes past
 * their validity are priced again first, and the prospect is told.
 */
export function SelectTariffStep({ now = systemNow }: SelectTariffStepProps) {
  const { state, store } = useQuoteJourney();
  const router = useRouter();
  const { freshness, offline, retry } = useFreshQuotes(state, store, now);
  const [labelQuoteId, setLabelQuoteId] = useState<string | null>(null);
  const closeLabel = useCallback(() => setLabelQuoteId(null), []);
  const notice = useRef<HTMLDivElement>(null);
  const retryFocusingNotice = () => {
    flushSync(retry);
    notice.current?.focus();
  };

  const { quotes, answers, evMarketingConsent } = state;
  const ranked = useMemo(
    () => orderQuotes(quotes?.items ?? [], { evMarketingConsent }),
    [quotes, evMarketingConsent],
  );
  if (!quotes || !answers) return null;

  const choose = (quoteId: string) => {
    store.update({ chosenQuoteId: quoteId });
    void router.push(stepPath('personal-details'));
  };
  const repricing = freshness.kind === 'repricing';

  return (
    <div className={styles.step}>
      <section className={styles.summary} aria-labelledby="select-tariff-summary">
        <h2 id="select-tariff-summary" className={styles.summaryHeading}>
          Your prices are for
        </h2>
        <dl className={styles.summaryList}>
          {answersSummary(answers, state.address, quotes.items[0]).map((row) => (
            <div key={row.label}>
              <dt>{row.label}</dt>
              <dd>{row.value}</dd>
            </div>
          ))}
        </dl>
        <Link href={stepPath('quote')} className={styles.changeLink}>
          Change<VisuallyHidden> your answers</VisuallyHidden>
        </Link>
      </section>

      <FreshnessNotice
        freshness={freshness}
        offline={offline}
        retry={retryFocusingNotice}
        ref={notice}
      />

      {freshness.kind === 'failed' ? null : ranked.length === 0 ? (
        <section className={styles.empty} aria-labelledby="select-tariff-none">
          <h2 id="select-tariff-none">We don&apos;t have a tariff for these answers</h2>
          <p>
            We couldn&apos;t price a tariff for this home with the answers given. Please check them:
            a different fuel or meter type may find one.
          </p>
          <Link href={stepPath('quote')}>Change your answers</Link>
        </section>
      ) : (
        <section aria-labelledby="select-tariff-quotes" aria-busy={repricing || undefined}>
          <h2 id="select-tariff-quotes" className={styles.quotesHeading}>
            Choose your tariff
          </h2>
          <ul className={[styles.list, repricing && styles.busy].filter(Boolean).join(' ')}>
            {ranked.map((quote) => (
              <li key={quote.quoteId}>
                <QuoteCard
                  quote={quote}
                  chosen={quote.quoteId === state.chosenQuoteId}
                  disabled={repricing}
                  onChoose={() => choose(quote.quoteId)}
                  onViewLabel={() => setLabelQuoteId(quote.quoteId)}
                />
              </li>
            ))}
          </ul>
        </section>
      )}

      <TariffLabelDialog
        quote={ranked.find(({ quoteId }) => quoteId === labelQuoteId) ?? null}
        onClose={closeLabel}
      />
    </div>
  );
}
