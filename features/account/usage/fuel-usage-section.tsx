import dynamic from 'next/dynamic';
import type { FuelUsage, Usage } from '@/lib/gateway/contract/usage';
import panels from '../screen/panels.module.css';
import { CHART_HEIGHT, legendLabels, SEGMENT_STYLES } from './chart-segments';
import { loadUsageChart } from './load-usage-chart';
import { UsageDataNote } from './usage-data-note';
import { FUEL_NAMES, usageSummary } from './usage-figures';
import { UsageTable } from './usage-table';
import type { UsageView } from './usage-window';
import styles from './usage-screen.module.css';

// Until its code is here, the drawing's place is kept empty: the summary above says the same.
const UsageChart = dynamic(loadUsageChart, {
  loading: () => <div className={styles.chart} style={{ height: CHART_HEIGHT }} />,
});

interface FuelUsageSectionProps {
  fuel: FuelUsage;
  usage: Usage;
  show: UsageView['show'];
  today: string;
  loading: boolean;
  /** Said when these are an earlier period's figures, the chosen one having failed to load. */
  staleNote: string | null;
}

/** One fuel's use: where the figures come from, the chart with its summary, and the table. */
export function FuelUsageSection({
  fuel,
  usage,
  show,
  today,
  loading,
  staleNote,
}: FuelUsageSectionProps) {
  // A time-of-use tariff has no daily cost to draw: its chart stays in kWh.
  const unit = fuel.priced ? show : 'kwh';
  const legend = legendLabels(fuel, unit);
  const headingId = `usage-${fuel.fuel}`;
  return (
    <section
      className={`${panels.panel} ${staleNote ? styles.stale : ''}`}
      aria-labelledby={headingId}
      aria-busy={loading || undefined}
    >
      <h2 id={headingId} className={panels.panelHeading}>
        {FUEL_NAMES[fuel.fuel]}
      </h2>
      {staleNote && <p className={styles.staleNote}>{`Not the period chosen. ${staleNote}`}</p>}
      <UsageDataNote fuel={fuel} today={today} />
      <figure className={styles.figure}>
        <figcaption className={styles.summary}>{usageSummary(fuel, usage, unit)}</figcaption>
        {legend.length > 0 && (
          <ul className={styles.legend} aria-label="Key">
            {legend.map((label, index) => (
              <li key={label}>
                <span
                  className={`${styles.swatch} ${index > 0 ? styles.patterned : ''}`}
                  style={{ backgroundColor: SEGMENT_STYLES[Math.min(index, 1)]!.fill }}
                  aria-hidden="true"
                />
                {label}
              </li>
            ))}
          </ul>
        )}
        <UsageChart fuel={fuel} granularity={usage.granularity} show={unit} />
      </figure>
      <UsageTable fuel={fuel} granularity={usage.granularity} />
    </section>
  );
}
