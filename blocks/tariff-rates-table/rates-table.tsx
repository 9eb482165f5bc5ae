import { useId } from 'react';
import type { ElectricityPrices, TariffPriceList } from '@/lib/gateway/contract/tariffs';
import { formatPence } from '@/lib/format-money';
import { rateLabel } from '@/lib/rate-label';
import { rowsFor, tariffTerms, type MeterChoice } from './tariff-terms';
import styles from './tariff-rates-table.module.css';

const PRICE_COLUMNS = [
  { name: 'Electricity unit rate', unit: 'per kWh' },
  { name: 'Electricity standing charge', unit: 'per day' },
  { name: 'Gas unit rate', unit: 'per kWh' },
  { name: 'Gas standing charge', unit: 'per day' },
] as const;

let names: Intl.ListFormat | undefined;

/** 'A, B and C'. Its Intl formatter is made when first needed, not as the prices' code loads:
 * the first Intl object a page makes costs its main thread 12–20 ms (lib/format-number.ts). */
function listOf(items: string[]): string {
  names ??= new Intl.ListFormat('en-GB', { type: 'conjunction' });
  return names.format(items);
}

interface RatesTableProps {
  list: TariffPriceList;
  meter: MeterChoice;
  /** Tariff names to show; empty shows all. */
  only: readonly string[];
  /** True while another region's prices load in its place. */
  busy: boolean;
}

/** One rate as a price; several (day and night, peak and off-peak) as a list of named prices. */
function UnitRates({ rates }: { rates: ElectricityPrices['unitRates'] }) {
  const [first, ...others] = rates;
  if (first && others.length === 0) return formatPence(first.unitRateInPence);
  return (
    <ul className={styles.rates}>
      {rates.map((rate) => (
        <li key={rate.name}>
          {rateLabel(rate.name)} {formatPence(rate.unitRateInPence)}
        </li>
      ))}
    </ul>
  );
}

/** Our tariffs' rates in one region for one kind of meter, VAT included. */
export function RatesTable({ list, meter, only, busy }: RatesTableProps) {
  const captionId = useId();
  const { rows, unavailable } = rowsFor(list.tariffs, meter, only);
  const unavailableNote = unavailable.length > 0 && (
    <p className={styles.note}>Not available with an Economy 7 meter: {listOf(unavailable)}.</p>
  );
  if (rows.length === 0) {
    return (
      unavailableNote || (
        <p className={styles.note}>
          {only.length === 1 ? "This tariff isn't" : "These tariffs aren't"} on sale at the moment.
        </p>
      )
    );
  }

  return (
    <>
      {/* Focusable so keyboard users can scroll the table sideways on a narrow screen. */}
      <div
        className={styles.scroller}
        role="region"
        aria-labelledby={captionId}
        aria-busy={busy || undefined}
        tabIndex={0}
      >
        <table className={styles.table}>
          <caption id={captionId} className={styles.caption}>
            Prices in {list.region.name}, including VAT
          </caption>
          <thead>
            <tr>
              <th scope="col">Tariff</th>
              {PRICE_COLUMNS.map(({ name, unit }) => (
                <th key={name} scope="col">
                  {name} <span className={styles.unit}>{unit}</span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map(({ tariff, electricity }) => (
              <tr key={tariff.name}>
                <th scope="row">
                  <span className={styles.name}>{tariff.name}</span>
                  <span className={styles.terms}>{tariffTerms(tariff)}</span>
                </th>
                <td>
                  <UnitRates rates={electricity.unitRates} />
                </td>
                <td>{formatPence(electricity.standingChargeInPence)}</td>
                {tariff.gas ? (
                  <>
                    <td>{formatPence(tariff.gas.unitRateInPence)}</td>
                    <td>{formatPence(tariff.gas.standingChargeInPence)}</td>
                  </>
                ) : (
                  <td colSpan={2} className={styles.none}>
                    Electricity only
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {unavailableNote}
    </>
  );
}
