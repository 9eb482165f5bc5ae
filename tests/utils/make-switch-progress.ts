import type { SwitchProgress, SwitchStage } from '@/lib/gateway/contract/switches';

type State = SwitchStage['state'];

/**
 * The switch of a sign-up on 15 March 2026 (supply from 7 April), with the stage `now` as the
 * one happening now, and any other field as `overrides` say.
 */
export function makeSwitchProgress(
  now: SwitchStage['key'] | null = 'coolingOff',
  overrides: Partial<Omit<SwitchProgress, 'stages'>> = {},
): SwitchProgress {
  const dated: Omit<SwitchStage, 'state'>[] = [
    { key: 'signedUp', from: '2026-03-15', to: '2026-03-15' },
    { key: 'coolingOff', from: '2026-03-15', to: '2026-03-29' },
    { key: 'supplierNotified', from: '2026-03-30', to: '2026-03-30' },
    { key: 'switchDate', from: '2026-04-07', to: '2026-04-07' },
    { key: 'openingReading', from: '2026-04-04', to: '2026-04-10' },
    { key: 'firstBill', from: '2026-05-07', to: '2026-05-07' },
  ];
  const current = now === null ? dated.length : dated.findIndex((stage) => stage.key === now);
  return {
    stages: dated.map((stage, index) => ({
      ...stage,
      state: (index < current ? 'done' : index === current ? 'now' : 'toCome') satisfies State,
    })),
    coolingOffEndsOn: '2026-03-29',
    canCancel: now === 'coolingOff',
    openingReadingDue: now === 'openingReading',
    cancelledOn: null,
    ...overrides,
  };
}
