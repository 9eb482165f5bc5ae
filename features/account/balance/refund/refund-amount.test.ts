import { pencePart, refundAmountSchema } from './refund-amount';

describe('pencePart', () => {
  it.each([
    ['20', 2000],
    ['20.5', 2050],
    ['20.05', 2005],
    [' £1,020.00 ', 102_000],
    ['0.01', 1],
    ['0', 0],
  ])('reads %j as %i pence', (text, pence) => {
    expect(pencePart(text)).toBe(pence);
  });

  it.each(['', 'twenty', '20.055', '-5', '20.', '.5', '£', '2e3'])(
    'reads %j as no amount',
    (text) => {
      expect(pencePart(text)).toBeNull();
    },
  );
});

describe('refundAmountSchema', () => {
  const schema = refundAmountSchema(7909);
  const errorOf = (amount: string) => {
    const result = schema.safeParse({ amount });
    return result.success ? null : result.error.issues[0]?.message;
  };

  it('gives the amount in pence, up to and including the refundable figure', () => {
    expect(schema.parse({ amount: '20' })).toEqual({ amount: 2000 });
    expect(schema.parse({ amount: '79.09' })).toEqual({ amount: 7909 });
  });

  it.each([
    ['', 'Enter how much you would like refunded'],
    ['   ', 'Enter how much you would like refunded'],
    ['twenty', 'Enter an amount in pounds and pence, like 20.00'],
    ['20.001', 'Enter an amount in pounds and pence, like 20.00'],
    ['0.00', 'Enter an amount of at least 1p'],
    ['79.10', 'You can ask for up to £79.09 now'],
  ])('refuses %j: %s', (amount, message) => {
    expect(errorOf(amount)).toBe(message);
  });
});
