import type { FuelUsage, UsageGranularity, UsagePeriod } from '@/lib/gateway/contract/usage';
import { formatPounds } from '@/lib/format-money';
import panels from '../screen/panels.module.css';
import { dateRange, formatUsageKwh, FUEL_NAMES, periodName, REGISTER_NAMES } from './usage-figures';
import styles from './usage-screen.module.css';

function note(period: UsagePeriod, fuel: FuelUsage): string {
  if (period.recordedDays === 0) {
    return fuel.source === 'smart' ? 'No data from your meter' : 'No reading yet';
  }
  if (period.recordedDays < period.days) {
    return `Figures for ${period.recordedDays} of ${period.days} days`;
  }
  return '';
}

const money = (pence: number | null) => (pence === null ? '–' : formatPounds(pence));

interface UsageTableProps {
  fuel: FuelUsage;
  granularity: UsageGranularity;
}

/** The chart's figures as a table: every period, each register, and what it cost. */
export function UsageTable({ fuel, granularity }: UsageTableProps) {
  const split = fuel.registers.length > 1;
  const first = fuel.periods[0];
  const last = fuel.periods.at(-1);
  const caption =
    `${FUEL_NAMES[fuel.fuel]} by ${granularity}` +
    (first && last ? `, ${dateRange(first.start, last.end)}` : '');
  return (
    <div className={styles.tableScroll} role="region" aria-label={caption} tabIndex={0}>
      <table className={panels.table}>
        <caption className={panels.caption}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Period</th>
            {split &&
              fuel.registers.map((register) => (
                <th key={register} scope="col" className={panels.number}>
                  {REGISTER_NAMES[register]}
                </th>
              ))}
            <th scope="col" className={panels.number}>
              {split ? 'Total' : 'Used'}
            </th>
            {fuel.priced && (
              <>
                <th scope="col" className={panels.number}>
                  Energy
                </th>
                <th scope="col" className={panels.number}>
                  Standing charge
                </th>
                <th scope="col" className={panels.number}>
                  Cost
                </th>
              </>
            )}
            <th scope="col">Note</th>
          </tr>
        </thead>
        <tbody>
          {fuel.periods.map((period) => (
            <tr key={period.start}>
              <th scope="row">{periodName(period, granularity)}</th>
              {split &&
                fuel.registers.map((register) => {
                  const use = period.registers.find((entry) => entry.register === register);
                  return (
                    <td key={register} className={panels.number}>
                      {use ? formatUsageKwh(use.kwh) : '–'}
                    </td>
                  );
                })}
              <td className={panels.number}>
                {period.kwh === null ? '–' : formatUsageKwh(period.kwh)}
              </td>
              {fuel.priced && (
                <>
                  <td className={panels.number}>{money(period.energyCostPence)}</td>
                  <td className={panels.number}>{money(period.standingChargePence)}</td>
                  <td className={panels.number}>{money(period.costPence)}</td>
                </>
              )}
              <td>{note(period, fuel)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
