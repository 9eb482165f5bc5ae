import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeJourneyState } from '@/tests/utils/make-quote-journey';
import {
  readToEnd,
  spokenDuring,
  startScreenReader,
  stopScreenReader,
} from '@/tests/utils/screen-reader';
import { JourneyStep } from './journey-step';
import { journeyStore } from './journey-store';

const router = vi.hoisted(() => ({
  isReady: true,
  query: {} as Record<string, string>,
  replace: vi.fn(() => Promise.resolve(true)),
}));
vi.mock('next/router', () => ({ useRouter: () => router }));

beforeEach(() => journeyStore().clear());
afterEach(stopScreenReader);

const tariffStep = (
  <JourneyStep step="select-tariff">
    <p>Tariffs</p>
  </JourneyStep>
);

describe('Quote journey frame, spoken', () => {
  // After a step change the app shell moves focus to the heading (features/app-shell/route-focus).
  it('reads the step heading with its position when focus lands on it', async () => {
    journeyStore().update(makeJourneyState({ chosenQuoteId: null }));
    render(tariffStep);
    await screen.findByText('Tariffs');
    await startScreenReader();
    const spoken = await spokenDuring(() =>
      screen.getByRole('heading', { level: 1, name: 'Choose your tariff' }).focus(),
    );
    expect(spoken).toEqual(['heading, Choose your tariff, Step 2 of 4, level 1']);
  });

  it('reads the sign-up progress navigation: the count, finished steps as links, the current step', async () => {
    journeyStore().update(makeJourneyState({ chosenQuoteId: null }));
    render(tariffStep);
    await screen.findByText('Tariffs');
    await startScreenReader();
    expect(await readToEnd()).toEqual([
      'navigation, Sign-up progress',
      'paragraph',
      'Step 2 of 4',
      'end of paragraph',
      'list',
      'listitem, level 1, position 1, set size 4',
      'link, Your home',
      'end of listitem, level 1, position 1, set size 4',
      'listitem, level 1, position 2, set size 4',
      'current step',
      'Your tariff',
      'end, current step',
      'end of listitem, level 1, position 2, set size 4',
      'listitem, level 1, position 3, set size 4',
      'Your details',
      'end of listitem, level 1, position 3, set size 4',
      'listitem, level 1, position 4, set size 4',
      'Payment',
      'end of listitem, level 1, position 4, set size 4',
      'end of list',
      'end of navigation, Sign-up progress',
      'heading, Choose your tariff, Step 2 of 4, level 1',
      'paragraph',
      'Tariffs',
      'end of paragraph',
      'end of document',
    ]);
  });

  it('reads the sign-up complete heading without a step count', async () => {
    journeyStore().update(
      makeJourneyState({
        signup: {
          accountNumber: '51234567',
          email: 'ada@example.com',
          tariffName: 'So Fixed 12M',
          supplyStartDate: '2026-12-14',
          firstDirectDebit: { date: '2026-12-21', amountPence: 7_089 },
        },
      }),
    );
    render(
      <JourneyStep step="sign-up-complete">
        <p>Signed up</p>
      </JourneyStep>,
    );
    await screen.findByText('Signed up');
    await startScreenReader();
    const spoken = await spokenDuring(() =>
      screen.getByRole('heading', { level: 1, name: 'You’re signed up' }).focus(),
    );
    expect(spoken).toEqual(['heading, You’re signed up, level 1']);
  });
});
