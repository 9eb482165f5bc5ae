import { customerSearchOf, customerSearchText } from './admin';

describe('customerSearchOf', () => {
  it.each([
    ['40318275', { by: 'accountNumber', value: '40318275' }],
    [' 40318275 ', { by: 'accountNumber', value: '40318275' }],
    ['alex@example.com', { by: 'email', value: 'alex@example.com' }],
    ['Alex.Morgan+bills@Example.COM', { by: 'email', value: 'alex.morgan+bills@example.com' }],
    ['alex@', { by: 'email', value: 'alex@' }],
    ['BS7 9JN', { by: 'postcode', value: 'BS7 9JN' }],
    ['bs79jn', { by: 'postcode', value: 'BS7 9JN' }],
    [' sw1a 1aa ', { by: 'postcode', value: 'SW1A 1AA' }],
  ])('reads %j as %j', (text, search) => {
    expect(customerSearchOf(text)).toEqual(search);
  });

  it.each([
    '',
    'alex',
    'Alex Morgan',
    '4031827',
    '403182750',
    '@example.com',
    'a@b@c',
    'BS7',
    'QQ1 1AA',
  ])('reads %j as nothing it can search by', (text) => {
    expect(customerSearchOf(text)).toBeNull();
  });
});

describe('customerSearchText', () => {
  const problem = (text: string) => customerSearchText.safeParse(text).error?.issues;

  it('keeps what was typed, trimmed', () => {
    expect(customerSearchText.parse('  ALEX@example.com ')).toBe('ALEX@example.com');
  });

  it.each([
    ['', 'Enter an account number, email address or postcode'],
    ['1234', 'Account numbers are 8 digits, like 40318275'],
    [
      'alex',
      'Enter an 8-digit account number, an email address (at least up to the @) or a full UK postcode',
    ],
  ])('refuses %j with one message: %s', (text, message) => {
    expect(problem(text)).toEqual([expect.objectContaining({ message })]);
  });
});
