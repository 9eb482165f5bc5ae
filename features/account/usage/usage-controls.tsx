import { USAGE_GRANULARITIES } from '@/lib/gateway/contract/usage-granularities';
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

interface ToggleProps<Value extends string> {
  legend: string;
  name: string;
  options: readonly (readonly [Value, string])[];
  value: Value;
  onChange: (value: Value) => void;
}

/** One choice of a few, drawn as a row of buttons: radios underneath, for keyboards and readers. */
function Toggle<Value extends string>({
  legend,
  name,
  options,
  value,
  onChange,
}: ToggleProps<Value>) {
  return (
    <fieldset className={styles.toggle}>
      <legend className={styles.toggleLegend}>{legend}</legend>
      {options.map(([option, label]) => (
        <label key={option} className={styles.toggleOption}>
          <input
            type="radio"
            name={name}
            value={option}
            checked={value === option}
            onChange={() => onChange(option)}
          />
          <span>{label}</span>
        </label>
      ))}
    </fieldset>
  );
}

/** How to look at the figures: by day, week, month or year; in kWh or pounds; which stretch. */
export function UsageControls({ view, window, hasEarlier, onChange }: UsageControlsProps) {
  return (
    <div className={styles.controls}>
      <Toggle
        legend="Show use by"
        name="period"
        options={USAGE_GRANULARITIES.map((period) => [period, PERIOD_NAMES[period]] as const)}
        value={view.period}
        onChange={(period) => onChange({ ...view, period, back: 0 })}
      />
      <Toggle
        legend="Show in"
        name="show"
        options={[
          ['kwh', 'kWh'],
          ['pounds', '£ (with VAT)'],
        ]}
        value={view.show}
        onChange={(show) => onChange({ ...view, show })}
      />
      <nav className={styles.pager} aria-label="Usage periods">
        <Button
          variant="secondary"
          size="small"
          disabled={!hasEarlier}
          onClick={() => onChange({ ...view, back: view.back + 1 })}
        >
          Earlier
        </Button>
        <span className={styles.window}>{dateRange(window.from, window.to)}</span>
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
