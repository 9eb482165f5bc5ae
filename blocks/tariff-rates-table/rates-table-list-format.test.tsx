import { render, screen } from '@testing-library/react';
import { makeTariffPrices } from '@/tests/utils/make-tariff-prices';

const london = { id: 12, name: 'London' };
const tariffs = [makeTariffPrices(), makeTariffPrices({ name: 'So Tracker' })];

afterEach(() => {
  vi.restoreAllMocks();
});

describe("the rates table's list of tariffs a meter cannot have", () => {
  it('makes its Intl formatter only when there is such a list, so the prices load without it', async () => {
    const { ListFormat } = Intl;
    let made = 0;
    vi.spyOn(Intl, 'ListFormat').mockImplementation(function (
      ...args: ConstructorParameters<typeof ListFormat>
    ) {
      made += 1;
      return new ListFormat(...args);
    } as unknown as typeof ListFormat);
    vi.resetModules();
    const { RatesTable } = await import('./rates-table');

    const { unmount } = render(
      <RatesTable list={{ region: london, tariffs }} meter="single-rate" only={[]} busy={false} />,
    );
    expect(screen.getByRole('table')).toBeInTheDocument();
    expect(made).toBe(0);
    unmount();

    render(
      <RatesTable list={{ region: london, tariffs }} meter="economy7" only={[]} busy={false} />,
    );
    expect(
      screen.getByText('Not available with an Economy 7 meter: So Fixed 12M and So Tracker.'),
    ).toBeInTheDocument();
    expect(made).toBe(1);
  });
});
