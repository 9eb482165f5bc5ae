import { useId } from 'react';
import { formatLongDate } from '@/lib/format-date';
import { formatOfferPounds, formatPounds } from '@/lib/format-money';
import { Button } from '@/lib/ui/button';
import { VisuallyHidden } from '@/lib/ui/visually-hidden';
import type { RankedQuote } from '../tariffs/order-quotes';
import {
  comparedWithWords,
  exitFeeLabel,
  priceKindLabel,
  summariseQuote,
  type YearlyBaseline,
} from '../tariffs/quote-labels';
import { rateRows } from '../tariffs/tariff-information-label';
import styles from './select-tariff.module.css';

interface QuoteCardProps {
  quote: RankedQuote;
  chosen: boolean;
  /** While the prices are being checked again, nothing can be chosen. */
  disabled: boolean;
  onChoose: () => void;
  onViewLabel: () => void;
  /** A renewal offer shows its year against staying on the variable tariff, more or less. */
  comparedWith?: YearlyBaseline;
}

const poundsToPence = (pounds: number) => Math.round(pounds * 100);

/** One priced tariff: what it costs, how its price behaves, and the way to choose it. */
export function QuoteCard({
  quote,
  chosen,
  disabled,
  onChoose,
  onViewLabel,
  comparedWith,
}: QuoteCardProps) {
  const headingId = useId();
  const summary = summariseQuote(quote);
  const exitFee = exitFeeLabel(quote);
  const saving = poundsToPence(quote.savingPerYearInPounds);
  const classes = [styles.card, quote.isRecommended && styles.recommended, chosen && styles.chosen]
    .filter(Boolean)
    .join(' ');

  return (
    <article className={classes} aria-labelledby={headingId}>
      <div className={styles.cardTop}>
        <h3 id={headingId} className={styles.cardName}>
          {summary.shortName}
        </h3>
        {/* Not a paragraph: kept when empty (cards line up), and an empty paragraph is read
            out as "paragraph". */}
        <div className={styles.badges}>
          {quote.isRecommended && <span className={styles.badge}>Recommended</span>}
          {quote.tariffType === 'EV' && <span className={styles.badge}>EV tariff</span>}
          {chosen && <span className={styles.chosenBadge}>Your choice</span>}
        </div>
        <p className={styles.duration}>
          {summary.duration} · {priceKindLabel(quote)} price
        </p>
      </div>

      <p className={styles.monthly}>
        <strong>{formatPounds(poundsToPence(quote.costPerMonthInPounds))}</strong> a month
      </p>
      <p className={styles.yearly}>
        {formatPounds(poundsToPence(quote.costPerYearInPounds))} a year
      </p>
      <p className={styles.seasonal}>
        About {summary.summerMonthlyCost} a month in summer and {summary.winterMonthlyCost} in
        winter
      </p>
      {comparedWith ? (
        <p className={styles.comparison}>{comparedWithWords(quote, comparedWith)}</p>
      ) : (
        saving > 0 && <p className={styles.saving}>Save {formatOfferPounds(saving)} a year</p>
      )}

      <dl className={styles.facts}>
        {rateRows(quote).map((row) => (
          <div key={row.label}>
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
        <div>
          <dt>{summary.endDate ? 'Tariff ends' : 'End date'}</dt>
          <dd>{summary.endDate ? formatLongDate(summary.endDate) : 'No end date'}</dd>
        </div>
        <div>
          <dt>Exit fee</dt>
          <dd>
            {exitFee}
            {exitFee !== 'None' && quote.fuelType === 'ElecAndGas' && ' per fuel'}
          </dd>
        </div>
        <div>
          <dt>Payment</dt>
          <dd>{summary.payment}</dd>
        </div>
      </dl>

      <div className={styles.actions}>
        <Button variant="tertiary" size="small" onClick={onViewLabel}>
          View Tariff Information Label<VisuallyHidden> for {summary.shortName}</VisuallyHidden>
        </Button>
        <Button fullWidth onClick={onChoose} disabled={disabled}>
          Choose this tariff<VisuallyHidden> ({summary.shortName})</VisuallyHidden>
        </Button>
      </div>
    </article>
  );
}
