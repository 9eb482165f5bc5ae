import { render, screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DIRECT_DEBIT_DAYS, ordinalDay } from '@/lib/gateway/contract/direct-debit-days';
import { makeJourneyState } from '@/tests/utils/make-quote-journey';
import { mockGatewayFetch } from '@/tests/utils/mock-gateway-fetch';
import {
  readToEnd,
  spokenDuring,
  spokenTerm,
  startScreenReader,
  stopScreenReader,
} from '@/tests/utils/screen-reader';
import { createJourneyStore } from '../journey/journey-store';
import { OFFLINE_RETRY_MESSAGE } from '../journey/retry-when-online';
import { PaymentDetailsStep, SIGNING_UP_MESSAGE } from './payment-details-step';

const router = vi.hoisted(() => ({ push: vi.fn(async () => true) }));
vi.mock('next/router', () => ({ useRouter: () => router }));

const { fetchMock, answer } = mockGatewayFetch();

afterEach(stopScreenReader);

/** The step for a journey finished up to personal details, the password typed in this tab. */
function renderStep() {
  const store = createJourneyStore({ storage: null });
  store.update(makeJourneyState({ payment: null }));
  store.setSecrets({ password: 'copper kettle meadow' });
  render(<PaymentDetailsStep store={store} />);
  return userEvent.setup();
}

/** Typed before the reader starts: what is tested is what is heard on sending. */
async function fillIn(user: UserEvent) {
  await user.type(screen.getByRole('textbox', { name: 'Sort code' }), '08-99-99');
  await user.type(screen.getByRole('textbox', { name: 'Account number' }), '66374958');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Payment day each month' }), '5th');
  await user.click(screen.getByRole('checkbox', { name: /can authorise Direct Debits/ }));
}

const signUpButton = () => screen.getByRole('button', { name: 'Sign up' });

function answerError(
  status: number,
  message: string,
  fields?: { path: string; message: string }[],
) {
  answer({ message, statusCode: status, fields }, status);
}

describe('Payment details step, spoken', () => {
  it('reads the tariff, each Direct Debit field with its hint, the account-holder checkbox, the first payment and the Direct Debit Guarantee, then Sign up', async () => {
    renderStep();
    await startScreenReader();
    expect(await readToEnd()).toEqual([
      'region, Your tariff',
      'heading, Your tariff, level 2',
      ...spokenTerm('Tariff', 'So Fixed 12M'),
      ...spokenTerm('Type', 'One Year Tariff', ',', 'Direct Debit'),
      ...spokenTerm('Estimated cost', '£70.89', 'a month (', '£850.69', 'a year)'),
      ...spokenTerm('Supply starts', '14 December 2026'),
      'end of region, Your tariff',
      'form',
      'region, Paying by Direct Debit',
      'heading, Paying by Direct Debit, level 2',
      'paragraph',
      'You pay monthly by Direct Debit. Tell us which account to collect from: we check the details with your bank before anything is set up.',
      'end of paragraph',
      'textbox, Name on the account, Ada Lovelace',
      'Name on the account',
      'textbox, Sort code, 6 digits, like 12-34-56, placeholder  ',
      'Sort code',
      'paragraph',
      '6 digits, like 12-34-56',
      'end of paragraph',
      'textbox, Account number, 8 digits, placeholder  ',
      'Account number',
      'paragraph',
      '8 digits',
      'end of paragraph',
      'combobox, Payment day each month, Any day from the 1st to the 28th, has popup listbox, not expanded',
      'option, Choose a day, not selected, position 1, set size 29',
      ...DIRECT_DEBIT_DAYS.map(
        (day) =>
          `option, ${ordinalDay(day)}, ${day}, not selected, position ${day + 1}, set size 29`,
      ),
      'end of combobox, Payment day each month, Any day from the 1st to the 28th, has popup listbox, not expanded',
      'Payment day each month',
      'paragraph',
      'Any day from the 1st to the 28th',
      'end of paragraph',
      "checkbox, I'm the account holder and can authorise Direct Debits from this account on my own, not checked",
      "I'm the account holder and can authorise Direct Debits from this account on my own",
      'region, Your first payment',
      'heading, Your first payment, level 3',
      ...spokenTerm('Date', '21 December 2026'),
      ...spokenTerm('Amount', '£70.89'),
      'paragraph',
      'After that, the same amount on the day you choose each month.',
      'end of paragraph',
      'end of region, Your first payment',
      'region, The Direct Debit Guarantee',
      'heading, The Direct Debit Guarantee, level 3',
      'list',
      'listitem, level 1, position 1, set size 5',
      'This Guarantee is offered by all banks and building societies that accept instructions to pay Direct Debits.',
      'end of listitem, level 1, position 1, set size 5',
      'listitem, level 1, position 2, set size 5',
      'If there are any changes to the amount, date or frequency of your Direct Debit,',
      'So Energy',
      'will notify you 10 working days in advance of your account being debited or as otherwise agreed. If you request',
      'So Energy',
      'to collect a payment, confirmation of the amount and date will be given to you at the time of the request.',
      'end of listitem, level 1, position 2, set size 5',
      'listitem, level 1, position 3, set size 5',
      'If an error is made in the payment of your Direct Debit, by',
      'So Energy',
      'or your bank or building society, you are entitled to a full and immediate refund of the amount paid from your bank or building society.',
      'end of listitem, level 1, position 3, set size 5',
      'listitem, level 1, position 4, set size 5',
      'If you receive a refund you are not entitled to, you must pay it back when',
      'So Energy',
      'asks you to.',
      'end of listitem, level 1, position 4, set size 5',
      'listitem, level 1, position 5, set size 5',
      'You can cancel a Direct Debit at any time by simply contacting your bank or building society. Written confirmation may be required. Please also notify us.',
      'end of listitem, level 1, position 5, set size 5',
      'end of list',
      'end of region, The Direct Debit Guarantee',
      'end of region, Paying by Direct Debit',
      'button, Sign up',
      'end of form',
      'end of document',
    ]);
  });

  it('Sign up with the bank details missing puts focus on Sort code, read with its error', async () => {
    const user = renderStep();
    await startScreenReader();
    expect(await spokenDuring(() => user.click(signUpButton()))).toEqual([
      'button, Sign up, busy, disabled',
      'textbox, Sort code, 6 digits, like 12-34-56 Enter a 6-digit sort code, like 12-34-56, invalid, placeholder  ',
    ]);
  });

  it('Sign up is read as busy, and "Signing you up…" is announced, while the sign-up is sent', async () => {
    const user = renderStep();
    await fillIn(user);
    fetchMock.mockReturnValueOnce(new Promise(() => {}));
    await startScreenReader();
    expect(await spokenDuring(() => user.click(signUpButton()))).toEqual([
      'button, Sign up, busy, disabled',
      `polite: ${SIGNING_UP_MESSAGE}`,
    ]);
  }, 20_000);

  it('Enter in the Account number field announces "Signing you up…", where the busy Sign up button is not heard', async () => {
    const user = renderStep();
    await fillIn(user);
    fetchMock.mockReturnValueOnce(new Promise(() => {}));
    screen.getByRole('textbox', { name: 'Account number' }).focus();
    await startScreenReader();
    expect(await spokenDuring(() => user.keyboard('{Enter}'))).toEqual([
      `polite: ${SIGNING_UP_MESSAGE}`,
    ]);
  }, 20_000);

  const logInLink = [
    'list',
    'listitem, level 1, position 1, set size 1',
    'link, Log in to your account',
    'end of listitem, level 1, position 1, set size 1',
    'end of list',
  ];
  it.each([
    ['failing on our side', 503, 'Something went wrong on our side. Please try again.', []],
    [
      'refused as already signed up',
      409,
      'You have already signed up with this quote. Log in to see your account.',
      logInLink,
    ],
  ])(
    'Sign up %s announces why and puts focus on it, any way on and Sign up read next',
    async (_case, status, message, wayOn) => {
      const user = renderStep();
      await fillIn(user);
      answerError(status, message);
      await startScreenReader();
      expect(await spokenDuring(() => user.click(signUpButton()))).toEqual([
        'button, Sign up, busy, disabled',
        `polite: ${SIGNING_UP_MESSAGE}`,
        'polite: ',
        `assertive: ${message}`,
        'alert',
      ]);
      expect(await readToEnd()).toEqual([
        message,
        'end of alert',
        ...wayOn,
        'button, Sign up',
        'end of form',
        'end of document',
      ]);
    },
    20_000,
  );

  it('Sign up refused by the bank check puts focus on Account number, read with the reason', async () => {
    const user = renderStep();
    await fillIn(user);
    const message =
      'Please check your sort code and account number: they do not match a UK bank account.';
    answerError(422, message, [{ path: 'body.payment.accountNumber', message }]);
    await startScreenReader();
    expect(await spokenDuring(() => user.click(signUpButton()))).toEqual([
      'button, Sign up, busy, disabled',
      `polite: ${SIGNING_UP_MESSAGE}`,
      `textbox, Account number, 66374958, 8 digits ${message}, invalid`,
      'polite: ',
    ]);
  }, 20_000);

  it('Sign up while offline announces that it will be sent once back online', async () => {
    const user = renderStep();
    await fillIn(user);
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await startScreenReader();
    expect(await spokenDuring(() => user.click(signUpButton()))).toEqual([
      'button, Sign up, busy, disabled',
      `polite: ${SIGNING_UP_MESSAGE}`,
      `polite: ${OFFLINE_RETRY_MESSAGE}`,
    ]);
    online.mockRestore();
  }, 20_000);
});
