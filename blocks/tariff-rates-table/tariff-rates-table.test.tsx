import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { prerender } from 'react-dom/static';
import { renderBlok } from '@/tests/utils/render-blok';
import { FreshSwrCache } from '@/tests/utils/fresh-swr-cache';
import { serveTestGatewayForEachTest } from '@/tests/utils/test-gateway-fetch';
import fixture from './fixture.json';
import { TariffPrices } from './tariff-prices';

const served = serveTestGatewayForEachTest();

/** Renders the block and waits for its interactive part, which loads on demand. */
async function renderTable(blok: object = fixture) {
  renderBlok(blok, { wrapper: FreshSwrCache });
  await screen.findByRole('combobox', { name: 'Your region' });
  return userEvent.setup();
}

const regionSelect = () => screen.getByRole('combobox', { name: 'Your region' });
const pricesTable = (region: string) =>
  screen.findByRole('table', { name: `Prices in ${region}, including VAT` });

/** The cells of a tariff's row, after its row header. */
function rowOf(table: HTMLElement, tariff: string): string[] {
  const header = within(table).getByRole('rowheader', { name: new RegExp(`^${tariff}`) });
  const row = header.closest('tr');
  if (!row) throw new Error(`no row for ${tariff}`);
  return within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent ?? '');
}

describe('tariff rates table', () => {
  it('asks for a region first, offering all 14 in alphabetical order', async () => {
    await renderTable();
    const options = within(regionSelect()).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Choose your region',
      'East Midlands',
      'Eastern',
      'London',
      'Merseyside & North Wales',
      'North East',
      'North Scotland',
      'North West',
      'South East',
      'South Scotland',
      'South Wales',
      'South Western',
      'Southern',
      'West Midlands',
      'Yorkshire',
    ]);
    expect(screen.getByText('Choose your region to see our prices.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    expect(served().requests).toHaveLength(0);
  });

  it("shows every tariff with the chosen region's rates, VAT included", async () => {
    const user = await renderTable();
    await user.selectOptions(regionSelect(), 'London');

    const table = await pricesTable('London');
    expect(rowOf(table, 'So Flex')).toEqual(['27.56p', '45.47p', '5.99p', '35.26p']);
    expect(within(table).getByRole('rowheader', { name: /^So Flex/ })).toHaveTextContent(
      'Variable: follows the price cap · No exit fees',
    );
    expect(within(table).getByRole('rowheader', { name: /^So Fixed 12M/ })).toHaveTextContent(
      'Fixed for 12 months · £50 exit fee per fuel',
    );
    expect(within(table).getByRole('rowheader', { name: /^So Tracker/ })).toHaveTextContent(
      'Variable: follows wholesale prices',
    );
    expect(rowOf(table, 'So EV 12M')[0]).toBe('Peak 27.01pOff-peak 8.50p');
    expect(within(table).getAllByRole('rowheader')).toHaveLength(6);
    expect(screen.getByRole('status')).toHaveTextContent('Showing prices for London.');
  });

  it('shows day and night rates for an Economy 7 meter, naming the tariffs it cannot have', async () => {
    const user = await renderTable();
    await user.selectOptions(regionSelect(), 'London');
    await pricesTable('London');
    await user.click(screen.getByRole('radio', { name: 'Economy 7 (day and night rates)' }));

    const table = await pricesTable('London');
    expect(rowOf(table, 'So Flex')[0]).toBe('Day 31.42pNight 14.61p');
    expect(within(table).getAllByRole('rowheader')).toHaveLength(4);
    expect(
      screen.getByText('Not available with an Economy 7 meter: So EV 12M and So Tracker.'),
    ).toBeInTheDocument();
  });

  it('keeps to the tariffs an editor names', async () => {
    const user = await renderTable({ ...fixture, tariffs: ['So Flex'] });
    await user.selectOptions(regionSelect(), 'Yorkshire');
    const table = await pricesTable('Yorkshire');
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((header) => header.textContent),
    ).toEqual(['So FlexVariable: follows the price cap · No exit fees']);
  });

  it('says it is loading, and keeps the last table until the next region arrives', async () => {
    const user = await renderTable();
    const releaseLondon = served().holdNext('/api/v1/tariffs');
    await user.selectOptions(regionSelect(), 'London');
    expect(screen.getByRole('status')).toHaveTextContent('Loading prices for London…');
    releaseLondon();
    await pricesTable('London');

    const releaseWales = served().holdNext('/api/v1/tariffs');
    await user.selectOptions(regionSelect(), 'South Wales');
    expect(await screen.findByText('Loading prices for South Wales…')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: /London/ })).toHaveAttribute('aria-busy', 'true');
    releaseWales();
    expect(await pricesTable('South Wales')).toBeInTheDocument();
    expect(served().requests.map((request) => new URL(request.url).search)).toEqual([
      '?region=12',
      '?region=21',
    ]);
  });

  it('says when the prices cannot load, and tries again when asked', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    served().interruptNext('/api/v1/tariffs', 'network');
    const user = await renderTable();
    await user.selectOptions(regionSelect(), 'North East');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      "We couldn't load our prices just now.",
    );
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await pricesTable('North East')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('takes up a region and meter picked on the server’s page before its code ran', async () => {
    const page = <TariffPrices only={[]} />;
    const { prelude } = await prerender(page);
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = await new Response(prelude).text();
    onTestFinished(() => container.remove());
    const user = userEvent.setup();
    await user.selectOptions(regionSelect(), 'London');
    await user.click(screen.getByRole('radio', { name: 'Economy 7 (day and night rates)' }));

    await act(async () => void hydrateRoot(container, <FreshSwrCache>{page}</FreshSwrCache>));

    expect(rowOf(await pricesTable('London'), 'So Flex')[0]).toBe('Day 31.42pNight 14.61p');
  });
});
