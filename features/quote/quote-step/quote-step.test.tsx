import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { GatewayError } from '@/lib/gateway/gateway-error';
import {
  checkEvTariffEligibility,
  checkVehicleIsEv,
  getAddresses,
  getQuotes,
} from '@/lib/gateway/quotes';
import { makeSupplyAddress } from '@/tests/utils/make-quote-journey';
import { makeTariffQuote } from '@/tests/utils/make-tariff-quote';
import { quoteStepCodeArrived } from '@/tests/utils/deferred-imports';
import { makeTabStorage } from '@/tests/utils/tab-storage';
import { createJourneyStore } from '../journey/journey-store';
import { QuoteStep } from './quote-step';

const router = vi.hoisted(() => ({
  push: vi.fn(async () => true),
  query: {} as Record<string, string>,
}));
vi.mock('next/router', async () => {
  const { makeRouter } = await import('@/tests/utils/make-router');
  return { useRouter: () => makeRouter(router) };
});
vi.mock('@/lib/gateway/quotes', () => ({
  getAddresses: vi.fn(),
  getQuotes: vi.fn(),
  checkVehicleIsEv: vi.fn(),
  checkEvTariffEligibility: vi.fn(),
}));

const smartHome = makeSupplyAddress({
  uprn: '1001',
  line1: '3 Mutley Plain',
  town: 'Plymouth',
  postcode: 'PL4 8AA',
  meterType: 'smart',
});
const flatWithoutGas = makeSupplyAddress({
  uprn: '1002',
  line1: 'Flat 2',
  line2: 'Hill Court',
  town: 'Plymouth',
  postcode: 'PL4 8AA',
  mprn: null,
  meterType: 'economy7',
});

let storage: ReturnType<typeof makeTabStorage>;
beforeEach(() => {
  storage = makeTabStorage();
  router.push.mockClear();
  router.query = {};
  vi.mocked(getAddresses)
    .mockReset()
    .mockResolvedValue({ postcode: 'PL4 8AA', addresses: [smartHome, flatWithoutGas] });
  vi.mocked(getQuotes).mockReset().mockResolvedValue([makeTariffQuote()]);
  vi.mocked(checkVehicleIsEv).mockReset();
  vi.mocked(checkEvTariffEligibility).mockReset();
});

async function openStep() {
  const store = createJourneyStore({ storage });
  const rendered = render(<QuoteStep store={store} />);
  await quoteStepCodeArrived();
  return { store, ...rendered };
}

async function findHome(postcode = 'pl4 8aa') {
  await userEvent.type(screen.getByRole('textbox', { name: 'Postcode' }), postcode);
  await userEvent.click(screen.getByRole('button', { name: 'Find my address' }));
}

const seePrices = () => userEvent.click(screen.getByRole('button', { name: 'See my prices' }));

describe('QuoteStep', () => {
  it('finds the homes at a postcode and prices the chosen one', async () => {
    const { store } = await openStep();
    await findHome();
    expect(await screen.findByText('2 homes found at PL4 8AA')).toBeVisible();
    expect(getAddresses).toHaveBeenCalledWith('PL4 8AA');
    await userEvent.selectOptions(
      screen.getByLabelText('Your address'),
      '3 Mutley Plain, Plymouth',
    );
    expect(screen.getByRole('radio', { name: /^Smart/ })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: /^High/ }));
    await seePrices();

    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/energy/quote/select-tariff'));
    expect(getQuotes).toHaveBeenCalledWith(
      expect.objectContaining({
        postcode: 'PL4 8AA',
        fuelType: 'DUAL_FUEL',
        estimatedUsageType: 'HIGH',
        mpan: smartHome.mpan,
        mprn: smartHome.mprn,
      }),
    );
    const { state } = store.getSnapshot();
    expect(state.address).toEqual(smartHome);
    expect(state.quotes?.items).toHaveLength(1);
    expect(state.chosenQuoteId).toBeNull();
  });

  it('offers electricity only for a home without gas, with its Economy 7 meter', async () => {
    await openStep();
    await findHome();
    await userEvent.selectOptions(
      await screen.findByLabelText('Your address'),
      'Flat 2, Hill Court, Plymouth',
    );
    expect(screen.getByRole('radio', { name: 'Electricity' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Gas & electricity' })).toBeDisabled();
    expect(screen.getByText(/no gas supply/)).toBeVisible();
    expect(screen.getByRole('radio', { name: /^Economy 7/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /^Medium/ })).toHaveAccessibleName(
      /2,262 kWh day \+ 1,638 kWh night/,
    );
  });

  it.each([
    [
      'a business-only postcode',
      { postcode: 'SW1A 0AA', addresses: [] },
      /couldn.t find any homes at SW1A 0AA/,
    ],
  ])('answers %s in words', async (_name, list, message) => {
    vi.mocked(getAddresses).mockResolvedValue(list);
    await openStep();
    await findHome(list.postcode);
    expect(await screen.findByText(message)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'See my prices' })).not.toBeInTheDocument();
  });

  it('says why a Northern Ireland postcode cannot be quoted', async () => {
    vi.mocked(getAddresses).mockRejectedValue(
      new GatewayError("We don't supply Northern Ireland yet.", 422),
    );
    await openStep();
    await findHome('BT1 1AA');
    expect(
      await screen.findByText(/We don't supply Northern Ireland yet\. We supply homes in England/),
    ).toBeVisible();
  });

  it('refuses a postcode that is not one, beside the field', async () => {
    await openStep();
    await findHome('PL4');
    expect(screen.getByRole('textbox', { name: 'Postcode' })).toHaveAccessibleDescription(
      /Enter a full UK postcode/,
    );
    expect(getAddresses).not.toHaveBeenCalled();
  });

  it('sends a prepayment customer to the prepayment page instead of quoting', async () => {
    await openStep();
    await findHome();
    await userEvent.selectOptions(
      await screen.findByLabelText('Your address'),
      '3 Mutley Plain, Plymouth',
    );
    await userEvent.click(screen.getByRole('radio', { name: /prepayment meter/ }));
    expect(screen.getByRole('link', { name: 'prepayment page' })).toHaveAttribute(
      'href',
      '/prepayment',
    );
    expect(screen.queryByRole('button', { name: 'See my prices' })).not.toBeInTheDocument();
  });

  it('checks the vehicle and the meter, and says so before quoting without the EV tariff', async () => {
    vi.mocked(checkVehicleIsEv).mockResolvedValue({
      found: true,
      isEv: false,
      make: 'FORD',
      model: 'FIESTA',
    });
    vi.mocked(checkEvTariffEligibility).mockResolvedValue({
      eligible: true,
      reason: 'Your smart meter can have our EV tariff.',
    });
    await openStep();
    await findHome();
    await userEvent.selectOptions(
      await screen.findByLabelText('Your address'),
      '3 Mutley Plain, Plymouth',
    );
    await userEvent.click(screen.getByRole('radio', { name: 'Yes' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Vehicle registration' }), 'ab12 cde');
    await seePrices();

    expect(
      await screen.findByText(/We found a Ford Fiesta, which isn’t a fully electric vehicle/),
    ).toBeVisible();
    expect(checkVehicleIsEv).toHaveBeenCalledWith('AB12CDE');
    expect(checkEvTariffEligibility).toHaveBeenCalledWith(smartHome.mpan);
    expect(getQuotes).not.toHaveBeenCalled();

    await seePrices();
    await waitFor(() =>
      expect(getQuotes).toHaveBeenCalledWith(
        expect.objectContaining({ generateQuotesForEvTariffs: false }),
      ),
    );
  });

  it('keeps every answer across a reload, and looks the home up again', async () => {
    const { unmount } = await openStep();
    await findHome();
    await userEvent.selectOptions(
      await screen.findByLabelText('Your address'),
      '3 Mutley Plain, Plymouth',
    );
    await userEvent.click(screen.getByRole('radio', { name: /^Exact amount/ }));
    await userEvent.clear(screen.getByRole('textbox', { name: 'Gas in kWh a year' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Gas in kWh a year' }), '12000');
    unmount();

    await openStep();
    expect(await screen.findByLabelText('Your address')).toHaveValue('1001');
    expect(screen.getByRole('radio', { name: /^Exact amount/ })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Gas in kWh a year' })).toHaveValue('12000');
  });

  it('starts the default amount again when the period changes', async () => {
    await openStep();
    await findHome();
    await userEvent.selectOptions(
      await screen.findByLabelText('Your address'),
      '3 Mutley Plain, Plymouth',
    );
    await userEvent.click(screen.getByRole('radio', { name: /^Exact amount/ }));
    expect(screen.getByRole('textbox', { name: 'Gas in kWh a year' })).toHaveValue('3000');
    await userEvent.click(screen.getByRole('radio', { name: 'A month' }));
    expect(screen.getByRole('textbox', { name: 'Gas in kWh a month' })).toHaveValue('250');
  });

  it('looks up a postcode the link carried straight away', async () => {
    router.query = { postcode: 'pl48aa' };
    await openStep();
    expect(await screen.findByText('2 homes found at PL4 8AA')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Postcode' })).toHaveValue('PL4 8AA');
  });

  it('keeps everything and says so when pricing fails', async () => {
    vi.mocked(getQuotes).mockRejectedValue(
      new GatewayError('Something went wrong on our side. Please try again.', 500),
    );
    await openStep();
    await findHome();
    await userEvent.selectOptions(
      await screen.findByLabelText('Your address'),
      '3 Mutley Plain, Plymouth',
    );
    await userEvent.click(screen.getByRole('radio', { name: /^Low/ }));
    await seePrices();
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong on our side');
    expect(screen.getByRole('radio', { name: /^Low/ })).toBeChecked();
    expect(router.push).not.toHaveBeenCalled();
  });
});
