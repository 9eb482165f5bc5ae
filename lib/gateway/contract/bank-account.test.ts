import { bankAccount } from './bank-account';
import { firstCollectionOn, ordinalDay } from './direct-debit-days';

describe('firstCollectionOn', () => {
  it.each([
    ['2026-03-16', 16, '2026-03-16'],
    ['2026-03-16', 28, '2026-03-28'],
    ['2026-03-16', 15, '2026-04-15'],
    ['2026-03-16', 1, '2026-04-01'],
    ['2026-12-20', 3, '2027-01-03'],
    ['2026-12-02', 2, '2026-12-02'],
  ])('from %s on the day %i is %s', (from, day, expected) => {
    expect(firstCollectionOn(from, day)).toBe(expected);
  });
});

describe('ordinalDay', () => {
  it.each([
    [1, '1st'],
    [2, '2nd'],
    [3, '3rd'],
    [4, '4th'],
    [11, '11th'],
    [12, '12th'],
    [13, '13th'],
    [21, '21st'],
    [22, '22nd'],
    [23, '23rd'],
    [28, '28th'],
  ])('%i → %s', (day, words) => {
    expect(ordinalDay(day)).toBe(words);
  });
});

describe('bankAccount', () => {
  const valid = {
    accountHolderName: ' Sol Ade ',
    sortCode: '08-99 99',
    accountNumber: '6637 4958',
    soleAuthoriser: true,
  };

  it('tidies the numbers people type', () => {
    expect(bankAccount.parse(valid)).toEqual({
      accountHolderName: 'Sol Ade',
      sortCode: '089999',
      accountNumber: '66374958',
      soleAuthoriser: true,
    });
  });

  it.each([
    ['sortCode', { sortCode: '08-99-9' }, 'Enter a 6-digit sort code, like 12-34-56'],
    ['accountNumber', { accountNumber: '6637495' }, 'Enter an 8-digit account number'],
    [
      'soleAuthoriser',
      { soleAuthoriser: false },
      'Confirm that you can authorise Direct Debits from this account on your own',
    ],
    ['accountHolderName', { accountHolderName: '  ' }, 'Enter the name on the account'],
  ])('refuses a bad %s with words that say what to do', (field, change, message) => {
    const result = bankAccount.safeParse({ ...valid, ...change });
    expect(result.error?.issues).toEqual([expect.objectContaining({ path: [field], message })]);
  });
});
