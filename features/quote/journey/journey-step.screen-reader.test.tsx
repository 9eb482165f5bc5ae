import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
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
  it('moves focus to the step heading after a step change, read with its position', async () => {
    journeyStore().update(makeJourneyState({ chosenQuoteId: null }));
    await startScreenReader();
    const spoken = await spokenDuring(async () => {
      render(tariffStep);
      await screen.findByText('Tariffs');
    });
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

  it('moves focus to the sign-up complete heading, which has no step count', async () => {
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
    await startScreenReader();
    const spoken = await spokenDuring(async () => {
      render(
        <JourneyStep step="sign-up-complete">
          <p>Signed up</p>
        </JourneyStep>,
      );
      await screen.findByText('Signed up');
    });
    expect(spoken).toEqual(['heading, You’re signed up, level 1']);
  });

  it('leaves focus alone on the step a page load opens, so the skip link stays first', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(tariffStep);
    document.body.append(container);
    journeyStore().update(makeJourneyState({ chosenQuoteId: null }));
    render(tariffStep, { container, hydrate: true });
    await screen.findByText('Tariffs');
    expect(document.activeElement).toBe(document.body);
  });
});
