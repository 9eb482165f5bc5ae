import type { MoveOut } from '@/lib/gateway/contract/move-out';
import { moveOutSteps } from './move-out-steps';

const moveOut = (progress: Partial<MoveOut['progress']> = {}): MoveOut => ({
  id: 1,
  moveOutDate: '2026-04-30',
  forwardingAddress: { line1: '3 Pulteney Bridge', line2: null, town: 'Bath', postcode: 'BA2 4AT' },
  status: 'Received',
  createdAt: '2026-03-15T10:00:00.000Z',
  progress: {
    finalReading: { dueOn: '2026-04-30', receivedOn: null },
    finalBill: { expectedBy: '2026-05-14', issuedOn: null },
    refund: { status: 'after-final-bill' },
    ...progress,
  },
});

const step = (steps: ReturnType<typeof moveOutSteps>, title: string) =>
  steps.find((candidate) => candidate.title === title);

describe('moveOutSteps', () => {
  it('starts with the date confirmed and everything else still to come', () => {
    const steps = moveOutSteps(moveOut(), '2026-03-15');
    expect(steps.map(({ title, state }) => [title, state])).toEqual([
      ['Moving date confirmed', 'done'],
      ['Final meter reading', 'waiting'],
      ['Final bill', 'waiting'],
      ['Any credit refunded', 'waiting'],
    ]);
    expect(steps[0]?.words).toBe(
      'We stop supplying your home at the end of 30 April 2026, and send your final bill to 3 Pulteney Bridge, Bath, BA2 4AT.',
    );
    expect(step(steps, 'Final bill')?.words).toBe(
      'Expected by 14 May 2026, two weeks after your final reading.',
    );
  });

  it('asks for the final reading from the moving day until it arrives', () => {
    expect(step(moveOutSteps(moveOut(), '2026-04-30'), 'Final meter reading')).toMatchObject({
      state: 'due',
      words: expect.stringContaining('Due since 30 April 2026'),
    });
    const received = moveOut({ finalReading: { dueOn: '2026-04-30', receivedOn: '2026-05-01' } });
    expect(step(moveOutSteps(received, '2026-05-02'), 'Final meter reading')).toEqual({
      title: 'Final meter reading',
      state: 'done',
      words: 'Received on 1 May 2026. Thank you.',
    });
  });

  it.each([
    [
      { status: 'due', amountPence: 4_215, expectedBy: '2026-05-15' } as const,
      'waiting',
      'We will refund your credit of £42.15 by 15 May 2026.',
    ],
    [
      { status: 'refunded', amountPence: 4_215, refundedOn: '2026-05-12' } as const,
      'done',
      'We refunded £42.15 on 12 May 2026.',
    ],
    [
      { status: 'none-due', owedPence: 2_500 } as const,
      'done',
      'There is no credit to refund: your final bill leaves £25.00 to pay.',
    ],
    [
      { status: 'none-due', owedPence: 0 } as const,
      'done',
      'There is no credit to refund, and nothing left to pay.',
    ],
  ])('says where the refund stands: %o', (refund, state, words) => {
    const steps = moveOutSteps(
      moveOut({ finalBill: { expectedBy: '2026-05-14', issuedOn: '2026-05-05' }, refund }),
      '2026-05-06',
    );
    expect(step(steps, 'Final bill')).toMatchObject({
      state: 'done',
      words: 'Sent on 5 May 2026. You can see it in Bills & Transactions.',
    });
    expect(step(steps, 'Any credit refunded')).toMatchObject({ state, words });
  });
});
