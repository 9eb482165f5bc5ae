import {
  directDebitUpdateFrom,
  paymentChangeDefaults,
  paymentChangeSchema,
} from './payment-change-form';

const current = { amountPence: 9_800, dayOfMonth: 15 };
const schema = paymentChangeSchema(current);

describe('the amount as typed', () => {
  it.each([
    ['120', 12_000],
    ['120.5', 12_050],
    ['£1,000.00', 100_000],
    [' 98.01 ', 9_801],
  ])('%s is %i pence', (amount, pence) => {
    expect(schema.parse({ amount, dayOfMonth: '15', reason: '' }).amount).toBe(pence);
  });

  it.each([
    ['ninety', 'Enter an amount in pounds and pence, like 98.50'],
    ['98.505', 'Enter an amount in pounds and pence, like 98.50'],
    ['4.99', 'The monthly payment must be at least £5'],
    ['1000.01', 'The monthly payment can be at most £1,000'],
  ])('%s is refused: %s', (amount, message) => {
    const result = schema.safeParse({ amount, dayOfMonth: '15', reason: '' });
    expect(result.error?.issues[0]).toMatchObject({ path: ['amount'], message });
  });
});

describe('a change', () => {
  it('must change the amount or the day', () => {
    const result = schema.safeParse(paymentChangeDefaults(current));
    expect(result.error?.issues[0]).toMatchObject({
      path: ['amount'],
      message: 'This is your Direct Debit already: change the amount or the payment day',
    });
    expect(schema.safeParse({ ...paymentChangeDefaults(current), dayOfMonth: '1' }).success).toBe(
      true,
    );
  });

  it('becomes the body the gateway takes, with a reason only when one was given', () => {
    const values = schema.parse({ amount: '110', dayOfMonth: '3', reason: '  ' });
    expect(directDebitUpdateFrom(values)).toEqual({ amountPence: 11_000, dayOfMonth: 3 });
    const withReason = schema.parse({ amount: '110', dayOfMonth: '3', reason: 'Payday moved' });
    expect(directDebitUpdateFrom(withReason)).toEqual({
      amountPence: 11_000,
      dayOfMonth: 3,
      reason: 'Payday moved',
    });
  });
});
