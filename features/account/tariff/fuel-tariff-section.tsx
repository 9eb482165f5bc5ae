import { formatLongDate } from '@/lib/format-date';
import { formatPence } from '@/lib/format-money';
import type { Agreement } from '@/lib/gateway/contract/account';
import { isRateName } from '@/lib/gateway/contract/rate-names';
import { RENEWAL_WINDOW_DAYS } from '@/lib/gateway/contract/renewal-window';
import { rateLabel } from '@/lib/rate-label';
import panels from '../screen/panels.module.css';
import { exitFeeWords, feeFreeFrom, FUEL_NAMES, tariffKind } from './tariff-facts';
import styles from './tariff-screen.module.css';

function rateTitle(name: string): string {
  if (!isRateName(name) || name === 'standard') return 'Unit rate';
  return `${rateLabel(name)} unit rate`;
}

function Prices({ agreement }: { agreement: Agreement }) {
  return (
    <>
      {agreement.unitRates.map((rate) => (
        <div key={rate.name} className={styles.row}>
          <dt>{rateTitle(rate.name)}</dt>
          <dd>{formatPence(rate.unitRateIncVatPence)} per kWh</dd>
        </div>
      ))}
      <div className={styles.row}>
        <dt>Standing charge</dt>
        <dd>{formatPence(agreement.standingChargeIncVatPence)} per day</dd>
      </div>
    </>
  );
}

function FeeFreeWindow({ agreement, today }: { agreement: Agreement; today: string }) {
  const opens = feeFreeFrom(agreement);
  if (opens === null) {
    return (
      <p>
        Your tariff is variable: you can switch or change tariff at any time, with no exit fee. We
        will always tell you at least 30 days before your prices change.
      </p>
    );
  }
  if (today >= opens) {
    return (
      <p className={styles.feeFree}>
        <strong>
          You are in the last {RENEWAL_WINDOW_DAYS} days of your tariff: you can switch or change
          tariff now without paying an exit fee.
        </strong>
      </p>
    );
  }
  return (
    <p>
      From {formatLongDate(opens)}, {RENEWAL_WINDOW_DAYS} days before your tariff ends, you can
      switch or change tariff without paying an exit fee.
    </p>
  );
}

interface FuelTariffSectionProps {
  fuel: Agreement['fuel'];
  current: Agreement;
  next: Agreement | null;
  today: string;
}

/** One fuel's tariff: its prices with VAT, its dates, what leaving early costs and when it stops. */
export function FuelTariffSection({ fuel, current, next, today }: FuelTariffSectionProps) {
  const headingId = `tariff-${fuel}`;
  return (
    <section className={panels.panel} aria-labelledby={headingId}>
      <h2 id={headingId} className={panels.panelHeading}>
        {FUEL_NAMES[fuel]}: {current.tariffName}
      </h2>
      <dl className={styles.facts}>
        <div className={styles.row}>
          <dt>Tariff type</dt>
          <dd>{tariffKind(current)}</dd>
        </div>
        <Prices agreement={current} />
        <div className={styles.row}>
          <dt>Started</dt>
          <dd>{formatLongDate(current.startDate)}</dd>
        </div>
        <div className={styles.row}>
          <dt>Ends</dt>
          <dd>{current.endDate ? formatLongDate(current.endDate) : 'No end date'}</dd>
        </div>
        <div className={styles.row}>
          <dt>Exit fee</dt>
          <dd>{exitFeeWords(current.exitFeePence)}</dd>
        </div>
      </dl>
      <p className={styles.note}>Prices include VAT at 5%.</p>
      <FeeFreeWindow agreement={current} today={today} />
      {next && (
        <div className={styles.next}>
          <h3 className={styles.nextHeading}>
            From {formatLongDate(next.startDate)}: {next.tariffName}
          </h3>
          <dl className={styles.facts}>
            <Prices agreement={next} />
          </dl>
        </div>
      )}
    </section>
  );
}
