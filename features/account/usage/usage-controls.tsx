import { usageGranularity } from '@/lib/gateway/contract/usage';
import { Button } from '@/lib/ui/button';
import { dateRange } from './usage-figures';
import { PERIOD_NAMES, type UsageView, type UsageWindow } from './usage-window';
import styles from './usage-screen.module.css';

interface UsageControlsProps {
  view: UsageView;
  window: UsageWindow;
  /** Whether an earlier window could still hold figures (it starts after the account opened). */
  hasEarlier: boolean;
  onChange: (view: UsageView) => void;
}

/** How to look at the figures: by day, week, month or year; in kWh or pounds; which stretch. */
export function UsageControls({ view, window, hasEarlier, onChange }: UsageControlsProps) {
  return (
    <div className={styles.controls}>
      <fieldset className={styles.toggle}>
        <legend className={styles.toggleLegend}>Show use by</legend>
        {usageGranularity.options.map((period) => (
          <label key={period} className={styles.toggleOption}>
            <input
              type="radio"
              name="period"
              value={period}
              checked={view.period === period}
              onChange={() => onChange({ ...view, period, back: 0 })}
            />
            <span>{PERIOD_NAMES[period]}</span>
          </label>
        ))}
      </fieldset>
      <fieldset className={styles.toggle}>
        <legend className={styles.toggleLegend}>Show in</legend>
        {(
          [
            ['kwh', 'kWh'],
            ['pounds', '£ (with VAT)'],
          ] as const
        ).map(([show, label]) => (
          <label key={show} className={styles.toggleOption}>
            <input
              type="radio"
              name="show"
              value={show}
              checked={view.show === show}
              onChange={() => onChange({ ...view, show })}
            />
            <span>{label}</span>
          </label>
        ))}
      </fieldset>
      <nav className={styles.pager} aria-label="Usage periods">
        <Button
          variant="secondary"
          size="small"
          disabled={!hasEarlier}
          onClick={() => onChange({ ...view, back: view.back + 1 })}
        >
          Earlier
        </Button>
        <span aria-live="polite" className={styles.window}>
          {dateRange(window.from, window.to)}
        </span>
        <Button
          variant="secondary"
          size="small"
          disabled={view.back === 0}
          onClick={() => onChange({ ...view, back: view.back - 1 })}
        >
          Later
        </Button>
      </nav>
    </div>
  );
}
