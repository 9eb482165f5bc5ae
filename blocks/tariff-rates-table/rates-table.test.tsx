import { render, screen } from '@testing-library/react';
import { makeTariffPrices } from '@/tests/utils/make-tariff-prices';
import { RatesTable } from './rates-table';

const london = { id: 12, name: 'London' };

describe('rates table', () => {
  it('says a tariff is sold for electricity only instead of leaving its gas prices blank', () => {
    render(
      <RatesTable
        list={{ region: london, tariffs: [makeTariffPrices()] }}
        meter="single-rate"
        only={[]}
        busy={false}
      />,
    );
    const cell = screen.getByRole('cell', { name: 'Electricity only' });
    expect(cell).toHaveAttribute('colspan', '2');
    expect(screen.getAllByRole('cell').map((each) => each.textContent)).toEqual([
      '25.36p',
      '45.47p',
      'Electricity only',
    ]);
  });

  it('says so when the tariff an editor chose is no longer on sale', () => {
    render(
      <RatesTable
        list={{ region: london, tariffs: [makeTariffPrices()] }}
        meter="single-rate"
        only={['So Fixed 36M']}
        busy={false}
      />,
    );
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText("This tariff isn't on sale at the moment.")).toBeInTheDocument();
  });
});
