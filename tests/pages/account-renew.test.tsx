import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AccountRenewal, RenewalOverview } from '@/lib/gateway/contract/renewals';
import { GatewayError } from '@/lib/gateway/gateway-error';
import { getRenewalOverview, getRenewalQuotes, requestRenewal } from '@/lib/gateway/renewals';
import { makeAccountState } from '@/lib/gateway/testing/make-account-state';
import { makeRouter } from '@/tests/utils/make-router';
import { makeTariffQuote } from '@/tests/utils/make-tariff-quote';
import { renderAccountScreen } from '@/tests/utils/render-account-screen';
import RenewPage from '@/pages/accounts/renew';

const route = vi.hoisted(() => ({ query: {} as Record<string, string> }));
vi.mock('next/router', () => ({
  useRouter: () => makeRouter({ pathname: '/accounts/renew', query: route.query }),
}));
vi.mock('@/lib/gateway/renewals', () => ({
  getRenewalOverview: vi.fn(),
  getRenewalQuotes: vi.fn(),
  requestRenewal: vi.fn(),
}));

const TODAY = '2026-03-15';

const alexInHisWindow: RenewalOverview = {
  priceHoldsUntil: '2026-04-24',
  daysPriceHolds: 40,
  windowOpensOn: '2026-03-06',
  variableTariff: {
    tariffName: 'So Flex',
    costPerYearInPounds: 1896.71,
    costPerMonthInPounds: 158.06,
  },
  pendingRenewal: null,
};

const offers = [
  makeTariffQuote({
    quoteId: '5f0c3a52-9a5e-4d3b-8f4e-2b6a1c7d9e10',
    tariffName: 'So Fixed 12M',
    shortTariffName: 'So Fixed 12M',
    fuelType: 'ElecAndGas',
    costPerYearInPounds: 1779.27,
    costPerMonthInPounds: 148.27,
    gasConsumptionPerYearInKwh: 11_800,
    elecConsumptionPerYearInKwh: 2_900,
    supplyStartDate: '2026-04-25',
  }),
  makeTariffQuote({
    quoteId: '7a1d5e0c-3b2f-4c8e-9d6a-0f1e2b3c4d5e',
    tariffName: 'So Fixed 36M',
    shortTariffName: 'So Fixed 36M',
    tariffLengthInMonths: 36,
    costPerYearInPounds: 1950.01,
    costPerMonthInPounds: 162.5,
    supplyStartDate: '2026-04-25',
  }),
];

const renewal: AccountRenewal = {
  id: 7,
  status: 'Pending',
  tariffName: 'So Fixed 12M',
  supplyStartDate: '2026-04-25',
  requestedAt: `${TODAY}T10:00:00.000Z`,
  agreementIds: [1, 2],
};

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(`${TODAY}T12:00:00Z`));
  route.query = {};
  vi.mocked(getRenewalOverview).mockReset().mockResolvedValue(alexInHisWindow);
  vi.mocked(getRenewalQuotes).mockReset().mockResolvedValue(offers);
  vi.mocked(requestRenewal).mockReset().mockResolvedValue(renewal);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('Renew', () => {
  it('says how long the price holds, when leaving is free, and what doing nothing costs', async () => {
    await renderAccountScreen(<RenewPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Renew your tariff' })).toBeVisible();
    const facts = await screen.findByRole('region', { name: 'Your price now' });
    expect(facts).toHaveTextContent('Your price is fixed for 40 more days, until 24 April 2026.');
    expect(facts).toHaveTextContent(
      'Since 6 March 2026 you are in the last 49 days of your tariff: you can renew, change tariff or switch supplier without an exit fee.',
    );
    expect(facts).toHaveTextContent(
      'If you do nothing, you move to So Flex, our variable tariff, on 25 April 2026: about £1,896.71 a year (£158.06 a month)',
    );
  });

  it('sets each offer beside staying on the variable tariff, in £ a year, more or less', async () => {
    await renderAccountScreen(<RenewPage />);
    const offersRegion = await screen.findByRole('region', { name: 'Fixed tariffs for you' });
    expect(offersRegion).toHaveTextContent(
      'Priced for your home at 2,900 kWh of electricity and 11,800 kWh of gas a year, with VAT, from 25 April 2026, each beside staying on So Flex.',
    );
    const stay = within(offersRegion).getByRole('article', { name: 'Staying on So Flex' });
    expect(stay).toHaveTextContent('about £1,896.71 a year (£158.06 a month)');
    const twelve = within(offersRegion).getByRole('article', { name: 'So Fixed 12M' });
    expect(twelve).toHaveTextContent('£117.44 a year less than staying on So Flex');
    expect(twelve).toHaveTextContent('Recommended');
    const thirtySix = within(offersRegion).getByRole('article', { name: 'So Fixed 36M' });
    expect(thirtySix).toHaveTextContent('£53.30 a year more than staying on So Flex');
  });

  it('shows the Tariff Information Label of an offer', async () => {
    const user = userEvent.setup();
    await renderAccountScreen(<RenewPage />);
    await user.click(
      await screen.findByRole('button', { name: 'View Tariff Information Label for So Fixed 12M' }),
    );
    const label = screen.getByRole('dialog', { name: /Tariff Information Label: So Fixed 12M/ });
    expect(within(label).getByRole('table')).toBeVisible();
  });

  it('renews only once the customer confirms, stating the 14-day cooling-off right, and then shows the renewal under way', async () => {
    const user = userEvent.setup();
    let state = makeAccountState();
    await renderAccountScreen(<RenewPage />, () => state);
    await user.click(
      await screen.findByRole('button', { name: 'Choose this tariff (So Fixed 12M)' }),
    );

    const dialog = screen.getByRole('dialog', { name: 'Renew onto So Fixed 12M?' });
    expect(dialog).toHaveTextContent(
      'Your new prices start on 25 April 2026: about £148.27 a month, or £1,779.27 a year',
    );
    expect(dialog).toHaveTextContent(
      'You have 14 days from today to cancel this renewal, without giving a reason and at no cost',
    );
    expect(requestRenewal).not.toHaveBeenCalled();

    state = makeAccountState({
      renewals: [{ status: 'Pending', account_number: '40318275', agreement_ids: [1, 2] }],
    });
    vi.mocked(getRenewalOverview).mockResolvedValue({
      ...alexInHisWindow,
      pendingRenewal: renewal,
    });
    await user.click(within(dialog).getByRole('button', { name: 'Yes, renew my tariff' }));

    expect(requestRenewal).toHaveBeenCalledWith(
      1,
      { quoteId: offers[0]?.quoteId },
      { idempotencyKey: expect.any(String) },
    );
    const pending = await screen.findByRole('region', { name: 'Your renewal is under way' });
    expect(pending).toHaveTextContent(
      'You are moving to So Fixed 12M on 25 April 2026. Until then, you keep the prices you have now.',
    );
    expect(pending).toHaveTextContent('call us on 0330 111 5050 by 29 March 2026');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps the choice open and says why when the renewal is refused, sending the same key again', async () => {
    const user = userEvent.setup();
    vi.mocked(requestRenewal)
      .mockRejectedValueOnce(
        new GatewayError('That offer has ended. Please look at the tariffs on offer today.', 422),
      )
      .mockResolvedValueOnce(renewal);
    await renderAccountScreen(<RenewPage />);
    await user.click(
      await screen.findByRole('button', { name: 'Choose this tariff (So Fixed 12M)' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Renew onto So Fixed 12M?' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes, renew my tariff' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('That offer has ended.');

    await user.click(within(dialog).getByRole('button', { name: 'Yes, renew my tariff' }));
    const [first, second] = vi.mocked(requestRenewal).mock.calls;
    expect(second?.[2].idempotencyKey).toBe(first?.[2].idempotencyKey);
  });

  it('says when offers open for a fix that has longer to run', async () => {
    vi.mocked(getRenewalOverview).mockResolvedValue({
      ...alexInHisWindow,
      priceHoldsUntil: '2027-07-15',
      daysPriceHolds: 487,
      windowOpensOn: '2027-05-27',
    });
    await renderAccountScreen(<RenewPage />, makeAccountState({ accountCanRenew: false }));
    expect(
      await screen.findByRole('heading', { name: 'Your renewal offers open on 27 May 2027' }),
    ).toBeVisible();
    expect(screen.getByRole('region', { name: 'Your price now' })).toHaveTextContent(
      'Your price is fixed for 487 more days, until 15 July 2027.',
    );
    expect(getRenewalQuotes).not.toHaveBeenCalled();
  });

  it('sends a customer on a variable tariff from renew to the fixed tariffs', async () => {
    vi.mocked(getRenewalOverview).mockResolvedValue({
      ...alexInHisWindow,
      priceHoldsUntil: null,
      daysPriceHolds: null,
      windowOpensOn: null,
    });
    await renderAccountScreen(<RenewPage />, makeAccountState({ onVariableContract: true }));
    expect(
      await screen.findByRole('heading', { name: 'This is not available for your account' }),
    ).toBeVisible();
    expect(await screen.findByRole('link', { name: 'See our fixed tariffs' })).toHaveAttribute(
      'href',
      '/accounts/renew?fixed-contract',
    );
  });

  it('offers a customer on a variable tariff fixed tariffs at ?fixed-contract', async () => {
    route.query = { 'fixed-contract': '' };
    vi.mocked(getRenewalOverview).mockResolvedValue({
      ...alexInHisWindow,
      priceHoldsUntil: null,
      daysPriceHolds: null,
      windowOpensOn: null,
    });
    await renderAccountScreen(<RenewPage />, makeAccountState({ onVariableContract: true }));
    expect(screen.getByRole('heading', { level: 1, name: 'Fix your tariff' })).toBeVisible();
    expect(await screen.findByRole('region', { name: 'Your price now' })).toHaveTextContent(
      'You are on a variable tariff: its price can go up or down',
    );
    expect(await screen.findByRole('article', { name: 'So Fixed 12M' })).toHaveTextContent(
      '£117.44 a year less than staying on So Flex',
    );
  });

  it('shows a renewal arranged by phone in words, without details it does not have', async () => {
    vi.mocked(getRenewalOverview).mockResolvedValue({
      ...alexInHisWindow,
      pendingRenewal: { ...renewal, tariffName: null, supplyStartDate: null },
    });
    await renderAccountScreen(
      <RenewPage />,
      makeAccountState({
        renewals: [{ status: 'Pending', account_number: '40318275', agreement_ids: [1, 2] }],
      }),
    );
    expect(
      await screen.findByRole('region', { name: 'Your renewal is under way' }),
    ).toHaveTextContent(
      'We are renewing your tariff, and we will write to you with your new prices.',
    );
  });

  it('offers to try again when the offers cannot be priced, under the facts it has', async () => {
    const user = userEvent.setup();
    vi.mocked(getRenewalQuotes)
      .mockRejectedValueOnce(new GatewayError('Something went wrong on our side.', 500))
      .mockResolvedValueOnce(offers);
    await renderAccountScreen(<RenewPage />);
    const tryAgain = await screen.findByRole('button', { name: 'Try again' });
    expect(screen.getByRole('region', { name: 'Your price now' })).toBeVisible();
    await user.click(tryAgain);
    expect(await screen.findByRole('article', { name: 'So Fixed 12M' })).toBeVisible();
  });
});
