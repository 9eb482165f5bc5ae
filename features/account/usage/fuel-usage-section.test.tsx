import { render, screen, waitFor } from '@testing-library/react';
import { makeFuelUsage, makeUsage } from '@/tests/utils/usage';
import { CHART_HEIGHT } from './chart-segments';
import { FuelUsageSection } from './fuel-usage-section';
import { UsageChart } from './usage-chart';

let arriveChart: (chart: typeof UsageChart) => void = () => {};
vi.mock('./load-usage-chart', () => ({
  loadUsageChart: () =>
    new Promise<typeof UsageChart>((resolve) => {
      arriveChart = resolve;
    }),
}));

const fuel = makeFuelUsage('2026-11-19', [{ standard: 8 }, null, { standard: 6 }]);

describe("a fuel's usage while the chart's code is on its way", () => {
  it('shows the summary and the table, and holds the drawing its height so nothing moves', async () => {
    const { container } = render(
      <FuelUsageSection
        fuel={fuel}
        usage={makeUsage([fuel])}
        show="kwh"
        today="2026-11-23"
        loading={false}
        staleNote={null}
      />,
    );
    expect(screen.getByText(/^Electricity: 14 kWh from 19 to 21 November 2026/)).toBeVisible();
    expect(screen.getByRole('table')).toBeVisible();
    const figure = container.querySelector('figure')!;
    expect(figure.querySelector('svg')).toBeNull();
    expect((figure.lastElementChild as HTMLElement).style.height).toBe(`${CHART_HEIGHT}px`);

    arriveChart(UsageChart);

    await waitFor(() => expect(figure.querySelector('svg')).not.toBeNull());
    const drawing = figure.lastElementChild as HTMLElement;
    expect(drawing.style.height).toBe(`${CHART_HEIGHT}px`);
    expect(drawing.querySelector('svg')).toHaveAttribute('height', String(CHART_HEIGHT));
    expect(drawing.querySelectorAll('[data-gap]')).toHaveLength(1);
  });
});
