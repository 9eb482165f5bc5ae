import { accountFrom, adminHref, searchFrom } from './admin-href';

describe("the Admin screen's address", () => {
  it.each<[string | string[] | undefined, number | null | 'unreadable']>([
    [undefined, null],
    ['6', 6],
    ['40318275', 40318275],
    ['0', 'unreadable'],
    ['alex', 'unreadable'],
    ['', 'unreadable'],
    [['1', '2'], 'unreadable'],
  ])('reads ?account=%j as %j', (value, account) => {
    expect(accountFrom(value)).toBe(account);
  });

  it.each<[string | string[] | undefined, string | null]>([
    [undefined, null],
    ['  ', null],
    [['alex@', 'sam@'], null],
    ['alex@example.com', 'alex@example.com'],
  ])('reads ?query=%j as %j', (value, query) => {
    expect(searchFrom(value)).toBe(query);
  });

  it('keeps the search and the account looked at, leaving out what is not there', () => {
    expect(adminHref({ query: 'BS7 9JN', account: 1 })).toEqual({
      pathname: '/accounts/admin',
      query: { query: 'BS7 9JN', account: '1' },
    });
    expect(adminHref({ query: null })).toEqual({ pathname: '/accounts/admin', query: {} });
  });
});
