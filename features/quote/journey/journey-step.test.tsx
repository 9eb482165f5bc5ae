import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FeatureFlagsContext } from '@/features/session';
import { makeJourneyState } from '@/tests/utils/make-quote-journey';
import { JourneyStep } from './journey-step';
import { journeyStore } from './journey-store';

const router = vi.hoisted(() => ({
  isReady: true,
  query: {} as Record<string, string>,
  replace: vi.fn(() => Promise.resolve(true)),
}));
vi.mock('next/router', () => ({ useRouter: () => router }));

beforeEach(() => {
  router.query = {};
  router.replace.mockClear();
  journeyStore().clear();
});

describe('JourneyStep', () => {
  it('opens the first step with its heading and progress', async () => {
    render(
      <JourneyStep step="quote">
        <p>The quote form</p>
      </JourneyStep>,
    );
    expect(await screen.findByText('The quote form')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Get an energy quote' })).toBeVisible();
    expect(screen.getByText('Your home')).toHaveAttribute('aria-current', 'step');
    expect(screen.getByText('Step 1 of 4')).toBeVisible();
    expect(router.replace).not.toHaveBeenCalled();
  });

  it('sends a step opened out of order to the first unfinished one, keeping the journey', async () => {
    const state = makeJourneyState({ chosenQuoteId: null, personalDetails: null, payment: null });
    journeyStore().update(state);
    render(
      <JourneyStep step="payment-details">
        <p>Payment form</p>
      </JourneyStep>,
    );
    expect(await screen.findByRole('status')).toHaveTextContent('Loading your quote');
    expect(router.replace).toHaveBeenCalledWith('/energy/quote/select-tariff');
    expect(screen.queryByText('Payment form')).not.toBeInTheDocument();
    expect(journeyStore().getSnapshot().state.answers).toEqual(state.answers);
  });

  it('links back to the finished steps', async () => {
    journeyStore().update(makeJourneyState({ chosenQuoteId: null }));
    render(
      <JourneyStep step="select-tariff">
        <p>Tariffs</p>
      </JourneyStep>,
    );
    await screen.findByText('Tariffs');
    expect(screen.getByRole('link', { name: 'Your home' })).toHaveAttribute(
      'href',
      '/energy/quote',
    );
    expect(screen.queryByRole('link', { name: 'Your details' })).not.toBeInTheDocument();
  });

  it('keeps the entry ids the link carried, for the sign-up', async () => {
    router.query = { referral: 'ADA123', agent: 'cc33-7', postcode: 'BS7 9JN' };
    render(
      <JourneyStep step="quote">
        <p>The quote form</p>
      </JourneyStep>,
    );
    await screen.findByText('The quote form');
    expect(journeyStore().getSnapshot().state.entry).toEqual({
      referral: 'ADA123',
      agent: 'cc33-7',
    });
  });

  it('says so in words when online quotes are switched off', () => {
    render(
      <FeatureFlagsContext.Provider
        value={{ prospectSwitchJourneyEnabled: false, renewalPromotionEnabled: true }}
      >
        <JourneyStep step="quote">
          <p>The quote form</p>
        </JourneyStep>
      </FeatureFlagsContext.Provider>,
    );
    expect(screen.getByText(/Online quotes are not available/)).toBeVisible();
    expect(screen.getByRole('link', { name: '0330 111 5050' })).toHaveAttribute(
      'href',
      'tel:03301115050',
    );
    expect(screen.queryByText('The quote form')).not.toBeInTheDocument();
  });
});
