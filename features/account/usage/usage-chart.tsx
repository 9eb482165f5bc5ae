import { AxisBottom, AxisLeft } from '@visx/axis';
import { Group } from '@visx/group';
import { PatternLines } from '@visx/pattern';
import { useParentSize } from '@visx/responsive';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import type { FuelUsage, UsageGranularity } from '@/lib/gateway/contract/usage';
import { formatPounds } from '@/lib/format-money';
import { barSegments, CHART_HEIGHT, SEGMENT_STYLES } from './chart-segments';
import { periodTick } from './usage-figures';
import type { UsageView } from './usage-window';
import styles from './usage-screen.module.css';

const MARGIN = { top: 12, right: 8, bottom: 32, left: 56 };
const MIN_TICK_SPACING = 52;

interface UsageChartProps {
  fuel: FuelUsage;
  granularity: UsageGranularity;
  show: UsageView['show'];
}

/**
 * Bars of use per period, stacked by register (or energy and standing charge in £). A period
 * without figures is drawn as a hatched gap marked "No data", never as a zero. The drawing is
 * hidden from screen readers: the summary and the table beside it carry the same figures.
 */
export function UsageChart({ fuel, granularity, show }: UsageChartProps) {
  const { parentRef, width } = useParentSize({ initialSize: { width: 640 }, debounceTime: 100 });
  const id = `${fuel.fuel}-${show}`;
  const innerWidth = Math.max(0, width - MARGIN.left - MARGIN.right);
  const innerHeight = CHART_HEIGHT - MARGIN.top - MARGIN.bottom;
  const periods = fuel.periods;
  const totals = periods.map((period) =>
    barSegments(period, show).reduce((sum, segment) => sum + segment.value, 0),
  );
  const x = scaleBand({
    domain: periods.map((period) => period.start),
    range: [0, innerWidth],
    padding: 0.2,
  });
  const y = scaleLinear({
    domain: [0, Math.max(1, ...totals)],
    range: [innerHeight, 0],
    nice: true,
  });
  const tickEvery = Math.max(1, Math.ceil(periods.length / (innerWidth / MIN_TICK_SPACING)));
  const byStart = new Map(periods.map((period) => [period.start, period]));

  return (
    <div ref={parentRef} className={styles.chart} style={{ height: CHART_HEIGHT }}>
      <svg width={width} height={CHART_HEIGHT} aria-hidden="true" focusable="false">
        <PatternLines
          id={`${id}-diagonal`}
          height={6}
          width={6}
          stroke="var(--color-background)"
          strokeWidth={1.5}
          orientation={['diagonal']}
          background={SEGMENT_STYLES[1].fill}
        />
        <PatternLines
          id={`${id}-gap`}
          height={8}
          width={8}
          stroke="var(--color-border)"
          strokeWidth={1}
          orientation={['diagonal']}
        />
        <Group left={MARGIN.left} top={MARGIN.top}>
          {periods.map((period) => {
            const left = x(period.start) ?? 0;
            const segments = barSegments(period, show);
            if (segments.length === 0) {
              return (
                <g key={period.start} data-gap={period.start}>
                  <rect
                    x={left}
                    y={0}
                    width={x.bandwidth()}
                    height={innerHeight}
                    fill={`url(#${id}-gap)`}
                  />
                  {x.bandwidth() >= 14 && (
                    <text
                      x={left + x.bandwidth() / 2}
                      y={innerHeight / 2}
                      className={styles.chartText}
                      transform={`rotate(-90 ${left + x.bandwidth() / 2} ${innerHeight / 2})`}
                      textAnchor="middle"
                    >
                      No data
                    </text>
                  )}
                </g>
              );
            }
            let base = 0;
            return (
              <g key={period.start}>
                {segments.map((segment, index) => {
                  const top = y(base + segment.value);
                  const height = y(base) - top;
                  base += segment.value;
                  const style = SEGMENT_STYLES[Math.min(index, 1)]!;
                  return (
                    <Bar
                      key={segment.label}
                      x={left}
                      y={top}
                      width={x.bandwidth()}
                      height={Math.max(0, height)}
                      fill={style.pattern ? `url(#${id}-${style.pattern})` : style.fill}
                    />
                  );
                })}
              </g>
            );
          })}
          <AxisLeft
            scale={y}
            numTicks={5}
            tickFormat={(value) =>
              show === 'kwh' ? String(value) : formatPounds(Number(value)).replace(/\.00$/, '')
            }
            stroke="var(--color-border)"
            tickStroke="var(--color-border)"
            tickLabelProps={{ className: styles.chartText, textAnchor: 'end', dx: -4, dy: 4 }}
          />
          <AxisBottom
            top={innerHeight}
            scale={x}
            tickValues={periods
              .filter((_, index) => index % tickEvery === 0)
              .map((period) => period.start)}
            tickFormat={(start) => periodTick(byStart.get(start)!, granularity)}
            stroke="var(--color-border)"
            tickStroke="var(--color-border)"
            tickLabelProps={{ className: styles.chartText, textAnchor: 'middle' }}
          />
        </Group>
      </svg>
    </div>
  );
}
