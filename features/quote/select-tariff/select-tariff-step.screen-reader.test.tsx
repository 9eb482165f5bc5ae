import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TariffQuote } from '@/lib/gateway/contract/tariff-quote';
import { GatewayError } from '@/lib/gateway/gateway-error';
import { makeJourneyState, QUOTES_PRICED_AT } from '@/tests/utils/make-quote-journey';
import { makeFlexQuote, makeTariffQuote } from '@/tests/utils/make-tariff-quote';
import {
  readToEnd,
  screenReader,
  spokenDuring,
  spokenTerm,
  startScreenReader,
  stopScreenReader,
} from '@/tests/utils/screen-reader';
import { journeyStore } from '../journey/journey-store';
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

/** Clocks: the morning after the quotes were priced, and a month later. */
const fresh = () => new Date('2026-11-24T09:00:00.000Z');
const afterValidity = () => new Date('2026-12-24T09:00:00.000Z');

const fixed12 = makeTariffQuote({ quoteId: 'fixed-12' });
const flex = makeFlexQuote({ quoteId: 'flex', otherDetails: 'Your prices can change.' });

beforeEach(() => gateway.getQuotes.mockReset());
afterEach(stopScreenReader);

async function openStep(now: () => Date) {
  const store = journeyStore();
  store.clear();
  store.update(
    makeJourneyState({
      quotes: { items: [flex, fixed12], pricedAt: QUOTES_PRICED_AT },
      chosenQuoteId: 'fixed-12',
      personalDetails: null,
      payment: null,
    }),
  );
  render(<SelectTariffStep now={now} />);
  await startScreenReader();
}

/** Prices asked for again, answered when the test says. */
function pricesLater() {
  let settle = { resolve: (_: TariffQuote[]) => {}, reject: (_: unknown) => {} };
  gateway.getQuotes.mockImplementationOnce(
    () =>
      new Promise<TariffQuote[]>((resolve, reject) => {
        settle = { resolve, reject };
      }),
  );
  return {
    resolve: (quotes: TariffQuote[]) => act(async () => settle.resolve(quotes)),
    reject: (error: unknown) => act(async () => settle.reject(error)),
  };
}

/** What the reader says moving on until it says `last` (a dialog keeps it inside, so no end). */
async function readThrough(last: string, limit = 200): Promise<string[]> {
  await screenReader.clearSpokenPhraseLog();
  for (let step = 0; step < limit; step += 1) {
    await screenReader.next();
    if ((await screenReader.lastSpokenPhrase()) === last) break;
  }
  return screenReader.spokenPhraseLog();
}

const between = (spoken: string[], first: string, last: string) =>
  spoken.slice(spoken.indexOf(first), spoken.lastIndexOf(last) + 1);

describe('Select tariff step, spoken', () => {
  it('reads each tariff card: its name, Recommended and Your choice, prices with their unit and period, and its two buttons', async () => {
    await openStep(fresh);
    const spoken = await readToEnd();
    expect(
      between(spoken, 'region, Choose your tariff', 'end of region, Choose your tariff'),
    ).toEqual([
      'region, Choose your tariff',
      'heading, Choose your tariff, level 2',
      'list',
      'listitem, level 1, position 1, set size 2',
      'article, So Fixed 12M',
      'heading, So Fixed 12M, level 3',
      'Recommended',
      'Your choice',
      'paragraph',
      'One Year Tariff',
      '·',
      'Fixed',
      'price',
      'end of paragraph',
      'paragraph',
      'strong',
      '£70.89',
      'end of strong',
      'a month',
      'end of paragraph',
      'paragraph',
      '£850.69',
      'a year',
      'end of paragraph',
      'paragraph',
      'About',
      '£57.42',
      'a month in summer and',
      '£84.36',
      'in winter',
      'end of paragraph',
      'paragraph',
      'Save',
      '£59.40',
      'a year',
      'end of paragraph',
      ...spokenTerm('Electricity unit rate', '25.36p per kWh including VAT'),
      ...spokenTerm('Electricity standing charge', '45.47p per day including VAT'),
      ...spokenTerm('Tariff ends', '14 December 2027'),
      ...spokenTerm('Exit fee', '£50'),
      ...spokenTerm('Payment', 'Direct Debit'),
      'button, View Tariff Information Label for So Fixed 12M',
      'View Tariff Information Label',
      'for',
      'So Fixed 12M',
      'end of button, View Tariff Information Label for So Fixed 12M',
      'button, Choose this tariff (So Fixed 12M)',
      'Choose this tariff',
      '(',
      'So Fixed 12M',
      ')',
      'end of button, Choose this tariff (So Fixed 12M)',
      'end of article, So Fixed 12M',
      'end of listitem, level 1, position 1, set size 2',
      'listitem, level 1, position 2, set size 2',
      'article, So Flex',
      // No badges: nothing between the name and the kind of tariff.
      'heading, So Flex, level 3',
      'paragraph',
      'Variable Tariff',
      '·',
      'Flex',
      'price',
      'end of paragraph',
      'paragraph',
      'strong',
      '£75.84',
      'end of strong',
      'a month',
      'end of paragraph',
      'paragraph',
      '£910.09',
      'a year',
      'end of paragraph',
      'paragraph',
      'About',
      '£61.43',
      'a month in summer and',
      '£90.25',
      'in winter',
      'end of paragraph',
      ...spokenTerm('Electricity unit rate', '27.56p per kWh including VAT'),
      ...spokenTerm('Electricity standing charge', '45.47p per day including VAT'),
      ...spokenTerm('End date', 'No end date'),
      ...spokenTerm('Exit fee', 'None'),
      ...spokenTerm('Payment', 'Direct Debit'),
      'button, View Tariff Information Label for So Flex',
      'View Tariff Information Label',
      'for',
      'So Flex',
      'end of button, View Tariff Information Label for So Flex',
      'button, Choose this tariff (So Flex)',
      'Choose this tariff',
      '(',
      'So Flex',
      ')',
      'end of button, Choose this tariff (So Flex)',
      'end of article, So Flex',
      'end of listitem, level 1, position 2, set size 2',
      'end of list',
      'end of region, Choose your tariff',
    ]);
  });

  it('View Tariff Information Label opens its dialog read from the top, every field a row; Escape gives focus back to the button', async () => {
    await openStep(fresh);
    const open = screen.getByRole('button', { name: 'View Tariff Information Label for So Flex' });
    expect(await spokenDuring(() => userEvent.click(open))).toEqual([
      'button, View Tariff Information Label for So Flex',
      'dialog, Tariff Information Label: So Flex, modal',
    ]);
    const caption =
      'The prices include VAT. The estimated costs assume the use shown at the end of the table: what you pay depends on the energy you use.';
    expect(await readThrough('end of dialog, Tariff Information Label: So Flex, modal')).toEqual([
      'heading, Tariff Information Label: So Flex, level 2',
      `table, ${caption}`,
      `caption, ${caption}`,
      'rowgroup',
      ...tariffInformationLabel(flex).flatMap(({ label, value }) => [
        `row, ${label} ${value}`,
        `rowheader, ${label}`,
        `cell, ${value}`,
        `end of row, ${label} ${value}`,
      ]),
      'end of rowgroup',
      `end of table, ${caption}`,
      'paragraph',
      'Your prices can change.',
      'end of paragraph',
      'paragraph',
      'The full conditions of this tariff are in our',
      'link, terms and conditions',
      '.',
      'end of paragraph',
      'button, Close',
      'end of dialog, Tariff Information Label: So Flex, modal',
    ]);
    expect(await spokenDuring(() => userEvent.keyboard('{Escape}'))).toEqual([
      'button, View Tariff Information Label for So Flex',
    ]);
  });

  it('with an expired quote, says the prices are being checked, the tariffs busy and Choose this tariff disabled', async () => {
    pricesLater();
    await openStep(afterValidity);
    const spoken = await readToEnd();
    expect(between(spoken, 'status', 'heading, So Fixed 12M, level 3')).toEqual([
      'status',
      'paragraph',
      REPRICING_MESSAGE,
      'end of paragraph',
      'end of status',
      'region, Choose your tariff, busy',
      'heading, Choose your tariff, level 2',
      'list',
      'listitem, level 1, position 1, set size 2',
      'article, So Fixed 12M',
      'heading, So Fixed 12M, level 3',
    ]);
    expect(spoken).toContain('button, Choose this tariff (So Fixed 12M), disabled');
  });

  it('with an expired quote, announces the new prices and that the tariff chosen before has gone', async () => {
    const prices = pricesLater();
    await openStep(afterValidity);
    const spoken = await spokenDuring(() => prices.resolve([makeFlexQuote()]));
    expect(spoken).toContain(
      `polite: Prices have been updated since your quote on 23 November 2026: please check them before you choose.${CHOICE_WITHDRAWN_MESSAGE}`,
    );
  });

  it('with an expired quote that cannot be priced, announces why, with Try again; Try again keeps focus on the notice and announces the new check', async () => {
    const prices = pricesLater();
    await openStep(afterValidity);
    expect(
      await spokenDuring(() => prices.reject(new GatewayError('Server error', 503))),
    ).toContain(`polite: ${REPRICE_FAILED_MESSAGE}Try again`);

    pricesLater();
    const spoken = await spokenDuring(() =>
      userEvent.click(screen.getByRole('button', { name: 'Try again' })),
    );
    // Focus moves on from the button before the reader has said it: it says where focus is.
    expect(spoken.slice(0, 2)).toEqual(['status', `polite: ${REPRICING_MESSAGE}`]);
    expect(screen.getByRole('status')).toHaveFocus();
  });
});
