import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GatewayError } from '@/lib/gateway/gateway-error';
import { buildQuoteRequest } from '@/lib/gateway/quote-request';
import type { TariffQuote } from '@/lib/gateway/contract/tariff-quote';
import { makeJourneyState, makeQuoteAnswers } from '@/tests/utils/make-quote-journey';
import { makeFlexQuote, makeTariffQuote } from '@/tests/utils/make-tariff-quote';
import type { JourneyState } from '../journey/journey-state';
import { journeyStore } from '../journey/journey-store';
import { OFFLINE_RETRY_MESSAGE } from '../journey/retry-when-online';
import { tariffInformationLabel } from '../tariffs/tariff-information-label';
import {
  CHOICE_WITHDRAWN_MESSAGE,
  REPRICE_FAILED_MESSAGE,
  REPRICING_MESSAGE,
  SelectTariffStep,
} from './select-tariff-step';

const router = vi.hoisted(() => ({ push: vi.fn(async () => true) }));
vi.mock('next/router', () => ({ useRouter: () => router }));

const gateway = vi.hoisted(() => ({ getQuotes: vi.fn() }));
vi.mock('@/lib/gateway/quotes', () => gateway);

/** The quotes here were priced at 21:00 on 23 November 2026. */
const PRICED_AT = '2026-11-23T21:00:00.000Z';
const fresh = () => new Date('2026-11-24T09:00:00.000Z');
const afterValidity = () => new Date('2026-12-24T09:00:00.000Z');
/** The last day of the quotes' 30: still valid, but not for long. */
const lastDay = () => new Date('2026-12-23T09:00:00.000Z');

const fixed12 = makeTariffQuote({ quoteId: 'fixed-12' });
const fixed24 = makeTariffQuote({
  quoteId: 'fixed-24',
  tariffName: 'So Fixed 24M / Electricity',
  tariffLengthInMonths: 24,
  costPerYearInPounds: 880,
  costPerMonthInPounds: 73.33,
  savingPerYearInPounds: 30,
  earlyExitFeePerFuelInPounds: 75.5,
});
const flex = makeFlexQuote({ quoteId: 'flex' });

function journey(items: TariffQuote[], overrides: Partial<JourneyState> = {}): JourneyState {
  return makeJourneyState({
    quotes: { items, pricedAt: PRICED_AT },
    chosenQuoteId: null,
    personalDetails: null,
    payment: null,
    ...overrides,
  });
}

function renderStep(state: JourneyState, now = fresh) {
  const store = journeyStore();
  store.clear();
  store.update(state);
  render(<SelectTariffStep now={now} />);
  return store;
}

const cards = () => screen.getAllByRole('article');
const card = (name: string) => screen.getByRole('article', { name });
const names = () =>
  cards().map((article) => within(article).getByRole('heading', { level: 3 }).textContent);

beforeEach(() => {
  router.push.mockClear();
  gateway.getQuotes.mockReset();
});

describe('SelectTariffStep: the quotes', () => {
  it('shows the cheapest first, recommended, and nothing else recommended', () => {
    renderStep(journey([fixed24, flex, fixed12]));
    expect(names()).toEqual(['So Fixed 12M', 'So Fixed 24M', 'So Flex']);
    expect(within(card('So Fixed 12M')).getByText('Recommended')).toBeInTheDocument();
    expect(screen.getAllByText('Recommended')).toHaveLength(1);
    expect(gateway.getQuotes).not.toHaveBeenCalled();
  });

  it('puts the flex tariff first and recommends it with EV marketing consent', () => {
    renderStep(journey([fixed24, flex, fixed12], { evMarketingConsent: true }));
    expect(names()).toEqual(['So Flex', 'So Fixed 12M', 'So Fixed 24M']);
    expect(within(card('So Flex')).getByText('Recommended')).toBeInTheDocument();
  });

  it("words a fixed quote's prices, rates, end, exit fee and payment", () => {
    renderStep(journey([fixed12]));
    const fixed = within(card('So Fixed 12M'));
    expect(fixed.getByText('One Year Tariff · Fixed price')).toBeInTheDocument();
    expect(fixed.getByText('£70.89')).toBeInTheDocument();
    expect(fixed.getByText('£850.69 a year')).toBeInTheDocument();
    expect(
      fixed.getByText('About £57.42 a month in summer and £84.36 in winter'),
    ).toBeInTheDocument();
    expect(fixed.getByText('Save £59.40 a year')).toBeInTheDocument();
    const facts = Object.fromEntries(
      fixed
        .getAllByRole('term')
        .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    expect(facts).toEqual({
      'Electricity unit rate': '25.36p per kWh including VAT',
      'Electricity standing charge': '45.47p per day including VAT',
      'Tariff ends': '14 December 2027',
      'Exit fee': '£50',
      Payment: 'Direct Debit',
    });
  });

  it.each([
    ['flex', flex, 'So Flex', ['Variable Tariff · Flex price', 'No end date', 'None']],
    [
      'tracker',
      makeTariffQuote({
        tariffName: 'So Tracker',
        rate: 'Variable',
        tariffLengthInMonths: null,
        elecProductCode: 'SO-TRACKER-E',
      }),
      'So Tracker',
      ['Tracker Tariff · Tracker price'],
    ],
    [
      'variable with a duration',
      makeTariffQuote({ tariffName: 'So Vary', rate: 'Variable', tariffLengthInMonths: 18 }),
      'So Vary',
      ['Variable Tariff · Variable price', '14 June 2028'],
    ],
    [
      'dual fuel, two years',
      makeTariffQuote({
        tariffName: 'So Fixed 24M / Dual',
        fuelType: 'ElecAndGas',
        tariffLengthInMonths: 24,
        gasCostPerKwhInPence: 5.57,
        gasStandingChargeInPence: 35.26,
        gasConsumptionPerYearInKwh: 11_500,
        earlyExitFeePerFuelInPounds: 75.5,
      }),
      'So Fixed 24M',
      ['Two Year Tariff · Fixed price', '£75.50 per fuel', '5.57p per kWh including VAT'],
    ],
    [
      'Economy 7, 18 months',
      makeTariffQuote({
        tariffName: 'So Fixed 18M / E7',
        tariffLengthInMonths: 18,
        elecProductType: 'Eco7',
        elecRates: [
          { name: 'day', costPerKwhInPence: 28.9, eco7ElecConsumptionPerYearInKwh: 1_276 },
          { name: 'night', costPerKwhInPence: 13.44, eco7ElecConsumptionPerYearInKwh: 924 },
        ],
      }),
      'So Fixed 18M',
      [
        '18 Month Tariff · Fixed price',
        'Electricity unit rate (day)',
        '13.44p per kWh including VAT',
      ],
    ],
    [
      'an EV tariff',
      makeTariffQuote({ tariffName: 'So EV / Smart', tariffType: 'EV' }),
      'So EV',
      ['EV tariff'],
    ],
  ])('words a %s quote', (_, quote, name, texts) => {
    renderStep(journey([quote]));
    for (const text of texts) {
      expect(within(card(name)).getByText(text)).toBeInTheDocument();
    }
  });

  it('shows no saving when there is none', () => {
    renderStep(journey([flex]));
    expect(within(card('So Flex')).queryByText(/^Save /)).not.toBeInTheDocument();
  });

  it('says what the prices are for, with a way to change the answers', () => {
    renderStep(journey([fixed12]));
    const summary = screen.getByRole('region', { name: 'Your prices are for' });
    expect(within(summary).getByText('12 Gloucester Road, Bristol BS7 9JN')).toBeInTheDocument();
    expect(within(summary).getByText('Gas & electricity')).toBeInTheDocument();
    expect(within(summary).getByText(/^Medium use/)).toBeInTheDocument();
    expect(within(summary).getByRole('link', { name: 'Change your answers' })).toHaveAttribute(
      'href',
      '/energy/quote',
    );
  });

  it('says so in words, with a way back, when there are no quotes', () => {
    renderStep(journey([]));
    expect(
      screen.getByRole('heading', { name: "We don't have a tariff for these answers" }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Change your answers' })).toHaveLength(2);
  });
});

describe('SelectTariffStep: the Tariff Information Label', () => {
  it('shows every field as a table row, closes with Escape and gives focus back', async () => {
    renderStep(journey([fixed12, flex]));
    const open = within(card('So Fixed 12M')).getByRole('button', {
      name: 'View Tariff Information Label for So Fixed 12M',
    });
    await userEvent.click(open);
    const dialog = screen.getByRole('dialog', {
      name: 'Tariff Information Label: So Fixed 12M',
    });
    const rows = within(dialog).getAllByRole('row');
    expect(
      rows.map((row) => [
        within(row).getByRole('rowheader').textContent,
        within(row).getByRole('cell').textContent,
      ]),
    ).toEqual(tariffInformationLabel(fixed12).map(({ label, value }) => [label, value]));
    expect(
      within(dialog).getByRole('rowheader', { name: 'Electricity use assumed' }),
    ).toBeInTheDocument();

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(open).toHaveFocus();
  });

  it('opens the label of the quote asked for', async () => {
    renderStep(journey([fixed12, flex]));
    await userEvent.click(
      screen.getByRole('button', { name: 'View Tariff Information Label for So Flex' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Tariff Information Label: So Flex' });
    expect(within(dialog).getByRole('row', { name: 'Tariff type Variable' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('SelectTariffStep: choosing', () => {
  it('keeps the choice and goes on to personal details', async () => {
    const store = renderStep(journey([fixed12, fixed24]));
    await userEvent.click(
      screen.getByRole('button', { name: 'Choose this tariff (So Fixed 24M)' }),
    );
    expect(store.getSnapshot().state.chosenQuoteId).toBe('fixed-24');
    expect(router.push).toHaveBeenCalledExactlyOnceWith('/energy/quote/personal-details');
  });

  it('marks the tariff chosen before when the prospect comes back', () => {
    renderStep(journey([fixed12, fixed24], { chosenQuoteId: 'fixed-24' }));
    expect(within(card('So Fixed 24M')).getByText('Your choice')).toBeInTheDocument();
    expect(within(card('So Fixed 12M')).queryByText('Your choice')).not.toBeInTheDocument();
  });
});

describe('SelectTariffStep: quotes past their validity', () => {
  const answers = makeQuoteAnswers({ fuelType: 'ELECTRICITY_ONLY' });

  function pending() {
    let settle: { resolve: (quotes: TariffQuote[]) => void; reject: (error: unknown) => void } = {
      resolve: () => {},
      reject: () => {},
    };
    gateway.getQuotes.mockImplementationOnce(
      () =>
        new Promise<TariffQuote[]>((resolve, reject) => {
          settle = { resolve, reject };
        }),
    );
    return () => settle;
  }

  it('prices them again, says so, and un-chooses a tariff no longer offered', async () => {
    const settle = pending();
    const store = renderStep(
      journey([fixed12, fixed24], { answers, chosenQuoteId: 'fixed-24' }),
      afterValidity,
    );
    expect(gateway.getQuotes).toHaveBeenCalledExactlyOnceWith(buildQuoteRequest(answers));
    expect(screen.getByRole('status')).toHaveTextContent(REPRICING_MESSAGE);
    for (const button of screen.getAllByRole('button', { name: /^Choose this tariff/ })) {
      expect(button).toBeDisabled();
    }

    const repriced = makeTariffQuote({ quoteId: 'fixed-12-new', costPerMonthInPounds: 74.5 });
    await act(async () => settle().resolve([repriced]));

    expect(screen.getByRole('status')).toHaveTextContent(
      'Prices have been updated since your quote on 23 November 2026: please check them before you choose.',
    );
    expect(screen.getByRole('status')).toHaveTextContent(CHOICE_WITHDRAWN_MESSAGE);
    expect(within(card('So Fixed 12M')).getByText('£74.50')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(store.getSnapshot().state.quotes).toEqual({
      items: [repriced],
      pricedAt: afterValidity().toISOString(),
    });
    expect(store.getSnapshot().state.chosenQuoteId).toBeNull();
    expect(screen.getByRole('button', { name: 'Choose this tariff (So Fixed 12M)' })).toBeEnabled();
  });

  it('keeps a choice still offered', async () => {
    gateway.getQuotes.mockResolvedValueOnce([fixed12, fixed24]);
    const store = renderStep(journey([fixed24], { chosenQuoteId: 'fixed-24' }), afterValidity);
    expect(await screen.findByText(/^Prices have been updated/)).toBeInTheDocument();
    expect(screen.queryByText(CHOICE_WITHDRAWN_MESSAGE)).not.toBeInTheDocument();
    expect(store.getSnapshot().state.chosenQuoteId).toBe('fixed-24');
    expect(within(card('So Fixed 24M')).getByText('Your choice')).toBeInTheDocument();
  });

  it('prices them again on their last day too, so the later steps are not cut short', async () => {
    gateway.getQuotes.mockResolvedValueOnce([fixed24]);
    renderStep(journey([fixed24], { answers }), lastDay);
    expect(gateway.getQuotes).toHaveBeenCalledExactlyOnceWith(buildQuoteRequest(answers));
    expect(await screen.findByText(/^Prices have been updated/)).toBeInTheDocument();
  });

  it('leaves them alone before their last day', () => {
    renderStep(journey([fixed24], { answers }), () => new Date('2026-12-22T20:59:59.999Z'));
    expect(gateway.getQuotes).not.toHaveBeenCalled();
  });

  it('offers a retry that keeps the answers when pricing fails', async () => {
    gateway.getQuotes.mockRejectedValueOnce(new GatewayError('Server error', 503));
    gateway.getQuotes.mockResolvedValueOnce([fixed12]);
    renderStep(journey([fixed24], { answers }), afterValidity);
    expect(await screen.findByRole('alert')).toHaveTextContent(REPRICE_FAILED_MESSAGE);
    expect(screen.queryByRole('article')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/^Prices have been updated/)).toBeInTheDocument();
    expect(gateway.getQuotes).toHaveBeenCalledTimes(2);
    expect(gateway.getQuotes).toHaveBeenLastCalledWith(buildQuoteRequest(answers));
    expect(names()).toEqual(['So Fixed 12M']);
  });

  it('says it is offline and prices them again once back online', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    gateway.getQuotes.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    gateway.getQuotes.mockResolvedValueOnce([fixed12]);
    renderStep(journey([fixed24], { answers }), afterValidity);
    expect(await screen.findByText(OFFLINE_RETRY_MESSAGE)).toBeInTheDocument();
    expect(gateway.getQuotes).toHaveBeenCalledOnce();

    onLine.mockReturnValue(true);
    await act(async () => void window.dispatchEvent(new Event('online')));
    expect(await screen.findByText(/^Prices have been updated/)).toBeInTheDocument();
    expect(gateway.getQuotes).toHaveBeenCalledTimes(2);
    onLine.mockRestore();
  });
});
