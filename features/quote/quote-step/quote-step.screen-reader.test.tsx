import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AddressList } from '@/lib/gateway/contract/addresses';
import { getAddresses, getQuotes } from '@/lib/gateway/quotes';
import { makeSupplyAddress } from '@/tests/utils/make-quote-journey';
import { makeTariffQuote } from '@/tests/utils/make-tariff-quote';
import { minimumDisplayPassed } from '@/tests/utils/minimum-display';
import {
  readToEnd,
  spokenDuring,
  startScreenReader,
  stopScreenReader,
} from '@/tests/utils/screen-reader';
import { quoteStepCodeArrived } from '@/tests/utils/deferred-imports';
import { makeTabStorage } from '@/tests/utils/tab-storage';
import { createJourneyStore } from '../journey/journey-store';
import { QuoteStep } from './quote-step';

vi.mock('next/router', async () => {
  const { makeRouter } = await import('@/tests/utils/make-router');
  const router = makeRouter();
  return { useRouter: () => router };
});
vi.mock('@/lib/gateway/quotes', () => ({
  getAddresses: vi.fn(),
  getQuotes: vi.fn(),
  checkVehicleIsEv: vi.fn(),
  checkEvTariffEligibility: vi.fn(),
}));

const home = makeSupplyAddress({ uprn: '1001', line1: '3 Mutley Plain', town: 'Plymouth' });

beforeEach(() => {
  vi.mocked(getAddresses)
    .mockReset()
    .mockResolvedValue({ postcode: 'PL4 8AA', addresses: [home] });
  vi.mocked(getQuotes).mockReset().mockResolvedValue([makeTariffQuote()]);
});
afterEach(stopScreenReader);

const postcode = () => screen.getByRole('textbox', { name: 'Postcode' });
const findAddress = () => userEvent.click(screen.getByRole('button', { name: 'Find my address' }));

async function openStep() {
  render(<QuoteStep store={createJourneyStore({ storage: makeTabStorage() })} />);
  await quoteStepCodeArrived();
  await startScreenReader();
}

describe('Quote step (your home), spoken', () => {
  it('reads the postcode field and the Find my address button on arrival', async () => {
    await openStep();
    expect(await readToEnd()).toEqual([
      'form',
      'paragraph',
      "Tell us about your home and you'll see every tariff we can offer, with its full price. It takes about two minutes, and we keep your answers if you leave the page.",
      'end of paragraph',
      'region, Your home',
      'heading, Your home, level 2',
      'textbox, Postcode, placeholder  ',
      'Postcode',
      'button, Find my address',
      'end of region, Your home',
      'end of form',
      'end of document',
    ]);
  });

  it('Find my address with a partial postcode puts focus on the Postcode field, its error tied to it', async () => {
    await openStep();
    await userEvent.type(postcode(), 'PL4');
    expect(await spokenDuring(findAddress)).toEqual([
      'button, Find my address',
      'textbox, Postcode, PL4',
    ]);
    expect(postcode()).toHaveAccessibleDescription(/Enter a full UK postcode/);
  });

  it('Find my address announces the search and then only how many homes were found', async () => {
    await openStep();
    await userEvent.type(postcode(), 'pl4 8aa');
    let answer: (list: AddressList) => void = () => {};
    vi.mocked(getAddresses).mockReturnValue(new Promise((resolve) => (answer = resolve)));
    expect(await spokenDuring(findAddress)).toEqual([
      'button, Find my address',
      'polite: Finding the homes at PL4 8AA',
    ]);
    const found = () => {
      answer({ postcode: 'PL4 8AA', addresses: [home] });
      return minimumDisplayPassed();
    };
    expect(await spokenDuring(found)).toEqual(['polite: 1 home found at PL4 8AA']);
  });

  it('See my prices is read busy while the prices are worked out', async () => {
    await openStep();
    await userEvent.type(postcode(), 'pl4 8aa');
    await findAddress();
    await userEvent.selectOptions(await screen.findByLabelText('Your address'), '1001');
    vi.mocked(getQuotes).mockReturnValue(new Promise(() => {}));
    const seePrices = screen.getByRole('button', { name: 'See my prices' });
    expect(await spokenDuring(() => userEvent.click(seePrices))).toEqual([
      'button, See my prices, busy, disabled',
    ]);
  }, 15_000);
});
