import { switchProgressOn, type SwitchFacts } from './stages';

// Signed up on Sunday 15 March 2026; the supply starts on Tuesday 7 April (after Easter Monday).
const facts: SwitchFacts = { signedUpOn: '2026-03-15', switchOn: '2026-04-07', cancelledOn: null };

const statesOn = (today: string, given = facts) =>
  Object.fromEntries(
    switchProgressOn(given, today).stages.map((stage) => [stage.key, stage.state]),
  );

describe('switchProgressOn', () => {
  it('dates every stage: cooling-off for 14 days, the old supplier told on the next working day, readings in the week around the switch, the first bill a month on', () => {
    expect(
      switchProgressOn(facts, '2026-03-15').stages.map(({ key, from, to }) => [key, from, to]),
    ).toEqual([
      ['signedUp', '2026-03-15', '2026-03-15'],
      ['coolingOff', '2026-03-15', '2026-03-29'],
      ['supplierNotified', '2026-03-30', '2026-03-30'],
      ['switchDate', '2026-04-07', '2026-04-07'],
      ['openingReading', '2026-04-04', '2026-04-10'],
      ['firstBill', '2026-05-07', '2026-05-07'],
    ]);
  });

  it('tells the old supplier on a working day: a cooling-off ending on a Friday moves it past the weekend', () => {
    const stages = switchProgressOn(
      { signedUpOn: '2026-06-05', switchOn: '2026-06-26', cancelledOn: null },
      '2026-06-05',
    ).stages;
    expect(stages.find((stage) => stage.key === 'supplierNotified')?.from).toBe('2026-06-22');
  });

  it.each([
    ['2026-03-15', 'coolingOff', true, false],
    ['2026-03-29', 'coolingOff', true, false],
    ['2026-03-30', 'switchDate', false, false],
    ['2026-04-04', 'switchDate', false, true],
    ['2026-04-07', 'openingReading', false, true],
    ['2026-04-10', 'openingReading', false, true],
    ['2026-04-11', 'firstBill', false, false],
  ])(
    'on %s the stage happening now is %s (can cancel: %s, readings due: %s)',
    (today, now, canCancel, openingReadingDue) => {
      const progress = switchProgressOn(facts, today);
      const states = statesOn(today);
      const keys = Object.keys(states);
      const nowIndex = keys.indexOf(now);
      expect(keys.filter((key) => states[key] === 'now')).toEqual([now]);
      expect(keys.slice(0, nowIndex).every((key) => states[key] === 'done')).toBe(true);
      expect(keys.slice(nowIndex + 1).every((key) => states[key] === 'toCome')).toBe(true);
      expect(progress).toMatchObject({
        canCancel,
        openingReadingDue,
        coolingOffEndsOn: '2026-03-29',
      });
    },
  );

  it('has every stage done from the first bill', () => {
    expect(Object.values(statesOn('2026-05-07'))).toEqual(Array(6).fill('done'));
  });

  it('keeps a cancelled switch as it stood on its cancellation, with nothing more to cancel nor read', () => {
    const cancelled = { ...facts, cancelledOn: '2026-03-20' };
    const progress = switchProgressOn(cancelled, '2026-04-07');
    expect(statesOn('2026-04-07', cancelled)).toMatchObject({
      signedUp: 'done',
      coolingOff: 'now',
      switchDate: 'toCome',
    });
    expect(progress).toMatchObject({
      canCancel: false,
      openingReadingDue: false,
      cancelledOn: '2026-03-20',
    });
  });
});
