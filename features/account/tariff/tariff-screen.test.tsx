import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getAgreements } from '@/lib/gateway/account';
import { getPayments } from '@/lib/gateway/payments';
import { GatewayError } from '@/lib/gateway/gateway-error';
import { makeAccountSummary, makeAgreement, makePayments } from '@/tests/utils/account';
import { makeRouter } from '@/tests/utils/make-router';
import { renderAccountScreen } from '@/tests/utils/render-account-screen';
import { TariffScreen } from './tariff-screen';

vi.mock('next/router', () => ({
  useRouter: () => makeRouter({ pathname: '/accounts/tariff-information' }),
}));
vi.mock('@/lib/gateway/account', () => ({ getAgreements: vi.fn() }));
vi.mock('@/lib/gateway/payments', () => ({ getPayments: vi.fn() }));

const electricity = makeAgreement({
  id: 1,
  startDate: '2025-12-31',
  endDate: '2026-12-30',
  exitFeePence: 5_000,
  standingChargeIncVatPence: 50.93,
  unitRates: [{ name: 'standard', unitRateIncVatPence: 26.1 }],
});
const gas = makeAgreement({
  id: 2,
  fuel: 'gas',
  meterPointId: 2,
  tariffCode: 'SO-FIXED-12M-G',
  startDate: '2025-12-31',
  endDate: '2026-12-30',
  exitFeePence: 5_000,
  standingChargeIncVatPence: 31.43,
  unitRates: [{ name: 'standard', unitRateIncVatPence: 6.5 }],
});

function renderOn(today: string) {
  vi.setSystemTime(new Date(`${today}T12:00:00Z`));
  return renderAccountScreen(<TariffScreen account={makeAccountSummary()} />);
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.mocked(getAgreements)
    .mockReset()
    .mockResolvedValue({ agreements: [electricity, gas] });
  vi.mocked(getPayments).mockReset().mockResolvedValue(makePayments());
});
afterEach(() => {
  vi.useRealTimers();
});

/** The fuel's own facts: its first list (a tariff to come has a list of its own). */
const facts = (region: HTMLElement) =>
  Object.fromEntries(
    within(region.querySelector('dl')!)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
  );

describe('Tariff Details', () => {
  it('shows each fuel: its type, prices with VAT, dates and exit fee, and when leaving is free', async () => {
    await renderOn('2026-10-01');
    const power = await screen.findByRole('region', { name: 'Electricity: So Fixed 12M' });
    expect(facts(power)).toEqual({
      'Tariff type': 'Fixed',
      'Unit rate': '26.10p per kWh',
      'Standing charge': '50.93p per day',
      Started: '31 December 2025',
      Ends: '30 December 2026',
      'Exit fee': '£50',
    });
    expect(power).toHaveTextContent(
      'From 11 November 2026, 49 days before your tariff ends, you can switch or change tariff without paying an exit fee.',
    );
    expect(facts(screen.getByRole('region', { name: 'Gas: So Fixed 12M' }))).toMatchObject({
      'Unit rate': '6.50p per kWh',
      'Standing charge': '31.43p per day',
    });
  });

  it('says plainly when the customer is in the last 49 days', async () => {
    await renderOn('2026-11-11');
    const power = await screen.findByRole('region', { name: 'Electricity: So Fixed 12M' });
    expect(power).toHaveTextContent(
      'You are in the last 49 days of your tariff: you can switch or change tariff now without paying an exit fee.',
    );
  });

  it('shows Economy 7 day and night rates, a variable tariff with no end, and the tariff to come', async () => {
    const flex = makeAgreement({
      tariffName: 'So Flex',
      pricingType: 'Variable',
      endDate: null,
      exitFeePence: 0,
      unitRates: [
        { name: 'day', unitRateIncVatPence: 28.9 },
        { name: 'night', unitRateIncVatPence: 13.44 },
      ],
    });
    const next = makeAgreement({
      id: 3,
      tariffName: 'So Fixed 24M',
      status: 'future',
      startDate: '2026-12-01',
      unitRates: [
        { name: 'day', unitRateIncVatPence: 27.5 },
        { name: 'night', unitRateIncVatPence: 12.75 },
      ],
    });
    vi.mocked(getAgreements).mockResolvedValue({ agreements: [next, flex] });
    await renderOn('2026-11-24');
    const power = await screen.findByRole('region', { name: 'Electricity: So Flex' });
    expect(facts(power)).toMatchObject({
      'Tariff type': 'Variable, Economy 7',
      'Day unit rate': '28.90p per kWh',
      'Night unit rate': '13.44p per kWh',
      Ends: 'No end date',
      'Exit fee': 'None',
    });
    expect(power).toHaveTextContent(
      /you can switch or change tariff at any time, with no exit fee/,
    );
    expect(
      within(power).getByRole('heading', { name: 'From 1 December 2026: So Fixed 24M' }),
    ).toBeVisible();
    expect(power).toHaveTextContent('Day unit rate27.50p per kWh');
  });

  it("sets out Ofgem's Tariff Information Label, its costs from the Direct Debit forecast", async () => {
    await renderOn('2026-10-01');
    const label = await screen.findByRole('table', { name: /The key facts of your tariff/ });
    await within(label).findByRole('rowheader', { name: 'Estimated annual cost' });
    const rows = Object.fromEntries(
      within(label)
        .getAllByRole('row')
        .map((row) => [row.firstChild?.textContent, row.lastChild?.textContent]),
    );
    expect(rows).toEqual({
      Supplier: 'So Energy',
      'Tariff name': 'So Fixed 12M',
      'Tariff type': 'Fixed',
      'Payment method': 'Monthly Direct Debit',
      'Electricity unit rate': '26.10p per kWh including VAT',
      'Electricity standing charge': '50.93p per day including VAT',
      'Gas unit rate': '6.50p per kWh including VAT',
      'Gas standing charge': '31.43p per day including VAT',
      'Tariff end date': '30 December 2026',
      'Price guaranteed until': '30 December 2026',
      'Exit fee (electricity)': '£50',
      'Exit fee (gas)': '£50',
      'Estimated annual cost': '£1,824.51',
      'Estimated monthly cost': '£152.04',
      'Electricity use assumed': '2,900 kWh a year',
      'Gas use assumed': '11,800 kWh a year',
    });
  });

  it('keeps the tariff when its costs cannot be worked out, with a way to try again', async () => {
    const user = userEvent.setup();
    vi.mocked(getPayments).mockRejectedValueOnce(
      new GatewayError('Please try again in a few minutes.', 503),
    );
    await renderOn('2026-10-01');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not work out your estimated costs. Please try again in a few minutes.',
    );
    expect(screen.getByRole('region', { name: 'Electricity: So Fixed 12M' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('rowheader', { name: 'Estimated annual cost' })).toBeVisible();
  });

  it('says when the tariff cannot be loaded and tries again', async () => {
    const user = userEvent.setup();
    vi.mocked(getAgreements).mockRejectedValueOnce(
      new GatewayError('We could not load your tariff.', 503),
    );
    await renderOn('2026-10-01');
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load your tariff.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Gas: So Fixed 12M' })).toBeVisible();
  });
});
