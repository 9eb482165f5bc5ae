import {
  allSmart,
  appointmentWords,
  clockWords,
  dayWords,
  metersToReplaceWords,
  slotsByDay,
  timeWindowWords,
} from './slot-words';

const morning = {
  id: '23-2026-03-23-am',
  date: '2026-03-23',
  partOfDay: 'morning' as const,
  startTime: '08:00',
  endTime: '12:00',
};
const afternoon = {
  ...morning,
  id: '23-2026-03-23-pm',
  partOfDay: 'afternoon' as const,
  startTime: '12:00',
  endTime: '17:00',
};

describe('smart meter words', () => {
  it.each([
    ['08:00', '8am'],
    ['12:00', 'midday'],
    ['17:00', '5pm'],
    ['17:30', '5:30pm'],
    ['00:00', 'midnight'],
    ['12:15', '12:15pm'],
  ])('says %s as %s', (time, words) => {
    expect(clockWords(time)).toBe(words);
  });

  it('says the day, the window and the whole appointment', () => {
    expect(dayWords('2026-03-23')).toBe('Monday 23 March');
    expect(timeWindowWords(morning)).toBe('8am to midday');
    expect(timeWindowWords(afternoon)).toBe('midday to 5pm');
    expect(appointmentWords(afternoon)).toBe('Monday 23 March 2026, between midday and 5pm');
  });

  it('groups slots by day, soonest first', () => {
    const tuesday = { ...morning, id: '23-2026-03-24-am', date: '2026-03-24' };
    expect(slotsByDay([morning, afternoon, tuesday])).toEqual([
      { date: '2026-03-23', slots: [morning, afternoon] },
      { date: '2026-03-24', slots: [tuesday] },
    ]);
  });

  it.each([
    [
      [
        { fuel: 'electricity', meterType: 'standard' },
        { fuel: 'gas', meterType: 'standard' },
      ],
      'your electricity meter and your gas meter',
    ],
    [[{ fuel: 'electricity', meterType: 'economy7' }], 'your electricity meter (Economy 7)'],
    [
      [
        { fuel: 'electricity', meterType: 'smart' },
        { fuel: 'gas', meterType: 'standard' },
      ],
      'your gas meter',
    ],
    [[{ fuel: 'electricity', meterType: 'smart' }], null],
  ] as const)('names the meters to replace', (meters, words) => {
    expect(metersToReplaceWords(meters)).toBe(words);
    expect(allSmart(meters)).toBe(words === null);
  });
});
