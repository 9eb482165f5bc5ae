import { act, render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { CHECK_PRICES_LABEL, QuoteHoldNotice, stopIfQuoteEnded } from './quote-hold-notice';

const HOUR = 60 * 60 * 1000;
/** Held for 30 days: until 14:30 on 28 November 2026, UK time. */
const PRICED_AT = '2026-10-29T14:30:00.000Z';
const ENDS_AT = Date.parse('2026-11-28T14:30:00.000Z');

afterEach(() => {
  vi.useRealTimers();
});

const actionRef = createRef<HTMLAnchorElement>();
/** What a step's submit does first. */
const stop = () => stopIfQuoteEnded(PRICED_AT, actionRef);

function openStepAt(now: number) {
  vi.useFakeTimers({ now });
  render(<QuoteHoldNotice pricedAt={PRICED_AT} actionRef={actionRef} />);
}

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const checkPrices = () => screen.queryByRole('link', { name: CHECK_PRICES_LABEL });

describe('the notice of a quote ending', () => {
  it('says nothing while the prices have more than a day left', () => {
    openStepAt(ENDS_AT - 24 * HOUR - 1);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(checkPrices()).not.toBeInTheDocument();
  });

  it('appears on their last day: until when they are held, and the way to today’s prices', async () => {
    openStepAt(ENDS_AT - 25 * HOUR);
    await advance(HOUR);
    expect(screen.getByRole('status')).toHaveTextContent(
      'These prices are held until 14:30 on 28 November.',
    );
    expect(checkPrices()).toHaveAttribute('href', '/energy/quote/select-tariff');
    expect(checkPrices()).toHaveAccessibleDescription(
      'These prices are held until 14:30 on 28 November.',
    );
  });

  it('says, in the same status, that they have ended when they end on the step', async () => {
    openStepAt(ENDS_AT - 2 * HOUR);
    const status = screen.getByRole('status');
    expect(stop()).toBe(false);

    await advance(2 * HOUR);

    expect(screen.getByRole('status')).toBe(status);
    expect(status).toHaveTextContent(
      'These prices ended at 14:30 on 28 November. Please check today’s prices before you carry on.',
    );
  });

  it('stops a step going on with ended prices, taking the prospect to today’s prices', async () => {
    openStepAt(ENDS_AT);
    expect(stop()).toBe(true);
    expect(checkPrices()).toHaveFocus();
    expect(checkPrices()).toHaveAccessibleDescription(/^These prices ended at 14:30/);
  });
});
