import { describe, expect, it } from 'vitest';
import { dateParts, readDateOfBirth } from './date-of-birth';

const TODAY = '2026-11-23';

describe('readDateOfBirth', () => {
  it.each([
    ['a full date', ['14', '6', '1988'], { ok: true, iso: '1988-06-14' }],
    ['spaces and leading zeros', [' 04 ', '09', '1970'], { ok: true, iso: '1970-09-04' }],
    ['18 today', ['23', '11', '2008'], { ok: true, iso: '2008-11-23' }],
    ['a leap day', ['29', '2', '2000'], { ok: true, iso: '2000-02-29' }],
    ['120 years old', ['23', '11', '1906'], { ok: true, iso: '1906-11-23' }],
  ])('reads %s', (_case, [day = '', month = '', year = ''], expected) => {
    expect(readDateOfBirth({ day, month, year }, TODAY)).toEqual(expected);
  });

  it.each([
    ['nothing', ['', '', ''], 'Enter your date of birth', 'day'],
    ['no month', ['14', '', '1988'], 'Date of birth must include a month', 'month'],
    ['no day or year', ['', '6', ''], 'Date of birth must include a day and a year', 'day'],
    ['letters', ['14', 'June', '1988'], 'Date of birth must be a real date', 'month'],
    ['a two-digit year', ['14', '6', '88'], 'Year must include 4 numbers, like 1985', 'year'],
    ['month 13', ['14', '13', '1988'], 'Date of birth must be a real date', 'month'],
    ['31 April', ['31', '4', '1988'], 'Date of birth must be a real date', 'day'],
    [
      '29 February in a common year',
      ['29', '2', '2001'],
      'Date of birth must be a real date',
      'day',
    ],
    ['day 0', ['0', '6', '1988'], 'Date of birth must be a real date', 'day'],
    ['today', ['23', '11', '2026'], 'Date of birth must be in the past', 'day'],
    ['a future date', ['1', '1', '2030'], 'Date of birth must be in the past', 'day'],
    [
      '18 tomorrow',
      ['24', '11', '2008'],
      'You need to be 18 or over to open an account with us',
      'day',
    ],
    ['over 120', ['22', '11', '1905'], 'Check the year you were born', 'year'],
  ])('refuses %s', (_case, [day = '', month = '', year = ''], message, part) => {
    expect(readDateOfBirth({ day, month, year }, TODAY)).toEqual({ ok: false, message, part });
  });
});

describe('dateParts', () => {
  it('gives the boxes as a person types them', () => {
    expect(dateParts('1988-06-04')).toEqual({ day: '4', month: '6', year: '1988' });
  });
});
