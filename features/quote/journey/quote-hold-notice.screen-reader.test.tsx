import { act, render } from '@testing-library/react';
import { createRef } from 'react';
import { spokenDuring, startScreenReader, stopScreenReader } from '@/tests/utils/screen-reader';
import { QuoteHoldNotice, stopIfQuoteEnded } from './quote-hold-notice';

const HOUR = 60 * 60 * 1000;
/** Held for 30 days: until 14:30 on 28 November 2026, UK time. */
const PRICED_AT = '2026-10-29T14:30:00.000Z';
const ENDS_AT = Date.parse('2026-11-28T14:30:00.000Z');

afterEach(async () => {
  await stopScreenReader();
  vi.useRealTimers();
});

it('Quote hold notice on a details step: its prices ending is announced politely, and a submit then goes to Check today’s prices', async () => {
  vi.useFakeTimers({ now: ENDS_AT - HOUR, shouldAdvanceTime: true });
  const actionRef = createRef<HTMLAnchorElement>();
  render(<QuoteHoldNotice pricedAt={PRICED_AT} actionRef={actionRef} />);
  await startScreenReader();

  expect(await spokenDuring(() => act(() => vi.advanceTimersByTimeAsync(HOUR)))).toEqual([
    'polite: These prices ended at 14:30 on 28 November. Please check today’s prices before you carry on.',
  ]);
  expect(await spokenDuring(() => stopIfQuoteEnded(PRICED_AT, actionRef))).toEqual([
    'link, Check today’s prices, These prices ended at 14:30 on 28 November. Please check today’s prices before you carry on.',
  ]);
});
