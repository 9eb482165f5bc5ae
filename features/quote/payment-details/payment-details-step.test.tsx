import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SignupResult } from '@/lib/gateway/contract/signups';
import { makeJourneyState } from '@/tests/utils/make-quote-journey';
import { mockGatewayFetch } from '@/tests/utils/mock-gateway-fetch';
import type { JourneyState } from '../journey/journey-state';
import {
  createJourneyStore,
  JOURNEY_STORAGE_KEY,
  type JourneySecrets,
} from '../journey/journey-store';
import { OFFLINE_RETRY_MESSAGE } from '../journey/retry-when-online';
import { LOST_BANK_DETAILS_MESSAGE, PaymentDetailsStep } from './payment-details-step';
import { INCOMPLETE_SIGNUP_MESSAGE } from './signup-failure';

const router = vi.hoisted(() => ({ push: vi.fn(async () => true) }));
vi.mock('next/router', () => ({ useRouter: () => router }));

const { fetchMock, answer } = mockGatewayFetch();

const PASSWORD = 'copper kettle meadow';
const MODULUS =
  'Please check your sort code and account number: they do not match a UK bank account.';
const RESULT: SignupResult = {
  accountNumber: '51234567',
  email: 'ada@example.com',
  tariffName: 'So Fixed 12M',
  supplyStartDate: '2026-12-14',
  firstDirectDebit: { date: '2026-12-21', amountPence: 7_089 },
};

beforeEach(() => {
  window.sessionStorage.clear();
  router.push.mockClear();
});
afterEach(() => vi.restoreAllMocks());

/** The step for a journey finished up to personal details (password typed in this tab). */
function renderStep(
  state: JourneyState = makeJourneyState({ payment: null }),
  secrets: Partial<JourneySecrets> = { password: PASSWORD },
) {
  const store = createJourneyStore({ storage: window.sessionStorage });
  store.update(state);
  store.setSecrets(secrets);
  const { unmount } = render(<PaymentDetailsStep store={store} />);
  return { store, unmount, user: userEvent.setup() };
}

const signUpButton = () => screen.getByRole('button', { name: 'Sign up' });

async function fillIn(user: UserEvent, accountNumber = '66374958') {
  await user.type(screen.getByLabelText('Sort code'), '08-99-99');
  await user.type(screen.getByLabelText('Account number'), accountNumber);
  await user.selectOptions(screen.getByLabelText('Payment day each month'), '5th');
  await user.click(screen.getByLabelText(/can authorise Direct Debits/));
}

const sentBodies = () =>
  fetchMock.mock.calls.map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);
const sentKeys = () =>
  fetchMock.mock.calls.map(([, init]) => new Headers(init?.headers).get('idempotency-key'));

function answerError(
  status: number,
  message: string,
  fields?: { path: string; message: string }[],
) {
  answer({ message, statusCode: status, fields }, status);
}

/** A sign-up answer the test releases when it wants. */
function answerLater() {
  let release: (response: Response) => void = () => {};
  fetchMock.mockReturnValueOnce(new Promise<Response>((resolve) => (release = resolve)));
  return () =>
    release(
      new Response(JSON.stringify(RESULT), {
        status: 201,
        headers: { 'content-type': 'application/json' },
      }),
    );
}

describe('PaymentDetailsStep', () => {
  it('shows the tariff, the first payment and the Direct Debit Guarantee', () => {
    renderStep();
    expect(screen.getByRole('heading', { level: 2, name: 'Your tariff' })).toBeInTheDocument();
    expect(screen.getByText('So Fixed 12M')).toBeInTheDocument();
    const first = screen.getByRole('region', { name: 'Your first payment' });
    expect(first).toHaveTextContent('21 December 2026');
    expect(first).toHaveTextContent('£70.89');
    const guarantee = screen.getByRole('region', { name: 'The Direct Debit Guarantee' });
    expect(guarantee).toHaveTextContent(
      'offered by all banks and building societies that accept instructions to pay Direct Debits',
    );
    expect(guarantee).toHaveTextContent('10 working days in advance');
    expect(guarantee).toHaveTextContent('full and immediate refund');
    expect(guarantee).toHaveTextContent('cancel a Direct Debit at any time');
    expect(screen.getByRole('region', { name: 'Paying by Direct Debit' })).toContainElement(
      guarantee,
    );
    expect(screen.getByLabelText('Name on the account')).toHaveValue('Ada Lovelace');
  });

  it('shows each missing detail beside its field and sends nothing', async () => {
    const { user } = renderStep();
    await user.click(signUpButton());
    expect(await screen.findByText('Enter a 6-digit sort code, like 12-34-56')).toBeInTheDocument();
    expect(screen.getByText('Enter an 8-digit account number')).toBeInTheDocument();
    expect(screen.getByText('Choose a day from 1 to 28')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Confirm that you can authorise Direct Debits from this account on your own',
      ),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Sort code')).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('signs up, forgets the secrets and drafts, and goes on to the confirmation', async () => {
    const { store, user } = renderStep();
    await fillIn(user);
    answer(RESULT, 201);
    await user.click(signUpButton());
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/energy/quote/sign-up-complete'));
    expect(sentBodies()[0]).toMatchObject({
      quoteId: 'q-fixed-12m',
      tariff: { elecProductCode: 'SO-FIX-12M-E', gasProductCode: null },
      personalDetails: { firstName: 'Ada', password: PASSWORD },
      supplyAddress: { uprn: '100120012345' },
      payment: {
        accountHolderName: 'Ada Lovelace',
        sortCode: '089999',
        accountNumber: '66374958',
        directDebitDayOfMonth: 5,
        soleAuthoriser: true,
      },
    });
    expect(sentKeys()[0]).toMatch(/^[\w-]{24}$/);
    const { state, secrets } = store.getSnapshot();
    expect(state.signup).toEqual(RESULT);
    expect(state.drafts).toEqual({});
    expect(state.payment).toEqual({
      accountHolderName: 'Ada Lovelace',
      directDebitDayOfMonth: 5,
      soleAuthoriser: true,
    });
    expect(secrets).toEqual({ password: null, sortCode: null, accountNumber: null });
  });

  it('opens one account on a double click, busy and disabled while it sends', async () => {
    const { user } = renderStep();
    await fillIn(user);
    const release = answerLater();
    await user.dblClick(signUpButton());
    await waitFor(() => expect(signUpButton()).toBeDisabled());
    expect(signUpButton()).toHaveAttribute('aria-busy', 'true');
    act(release);
    await waitFor(() => expect(router.push).toHaveBeenCalled());
    expect(fetchMock).toHaveBeenCalledOnce();
    expect(router.push).toHaveBeenCalledOnce();
  });

  it('retries after a server failure with the same key, keeping every value', async () => {
    const { user } = renderStep();
    await fillIn(user);
    answerError(503, 'Something went wrong on our side. Please try again.');
    await user.click(signUpButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong');
    expect(screen.getByLabelText('Account number')).toHaveValue('66374958');
    answer(RESULT, 201);
    await user.click(signUpButton());
    await waitFor(() => expect(router.push).toHaveBeenCalled());
    const [first, second] = sentKeys();
    expect(second).toBe(first);
  });

  it('puts the bank check beside the account number, and sends changed details with a new key', async () => {
    const { user } = renderStep();
    await fillIn(user, '12345678');
    answerError(422, MODULUS, [{ path: 'body.payment.accountNumber', message: MODULUS }]);
    await user.click(signUpButton());
    const field = screen.getByLabelText('Account number');
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(expect.stringContaining(MODULUS)),
    );
    expect(field).toHaveFocus();
    await user.clear(field);
    await user.type(field, '66374958');
    answer(RESULT, 201);
    await user.click(signUpButton());
    await waitFor(() => expect(router.push).toHaveBeenCalled());
    const [first, second] = sentKeys();
    expect(second).not.toBe(first);
  });

  it.each([
    [
      409,
      'You have already signed up with this quote. Log in to see your account.',
      'Log in to your account',
      '/accounts/login',
    ],
    [
      404,
      'We could not find that quote. Please get a new quote.',
      'Choose your tariff again',
      '/energy/quote/select-tariff',
    ],
  ])('answers a %i in words with a way on', async (status, message, link, href) => {
    const { store, user } = renderStep();
    await fillIn(user);
    answerError(status, message);
    await user.click(signUpButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('link', { name: link })).toHaveAttribute('href', href);
    expect(store.getSnapshot().state.signup).toBeNull();
    expect(router.push).not.toHaveBeenCalled();
  });

  it('sends a personal detail the gateway refuses back to personal details', async () => {
    const { user } = renderStep();
    await fillIn(user);
    const message = 'You need to be 18 or over to open an account with us.';
    answerError(422, message, [{ path: 'body.personalDetails.dateOfBirth', message }]);
    await user.click(signUpButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('link', { name: 'Check your personal details' })).toHaveAttribute(
      'href',
      '/energy/quote/personal-details',
    );
  });

  it('waits while offline and sends the same sign-up, same key, once back online', async () => {
    const { user } = renderStep();
    await fillIn(user);
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await user.click(signUpButton());
    expect(await screen.findByRole('status')).toHaveTextContent(OFFLINE_RETRY_MESSAGE);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    online.mockReturnValue(true);
    answer(RESULT, 201);
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/energy/quote/sign-up-complete'));
    const [first, second] = sentKeys();
    expect(second).toBe(first);
    expect(screen.queryByText(OFFLINE_RETRY_MESSAGE)).not.toBeInTheDocument();
  });

  it('never writes the bank details to sessionStorage, but keeps the rest of the draft', async () => {
    const { user } = renderStep();
    await fillIn(user);
    answerError(503, 'Something went wrong on our side. Please try again.');
    await user.click(signUpButton());
    await screen.findByText(/Something went wrong/);
    const stored = window.sessionStorage.getItem(JOURNEY_STORAGE_KEY) ?? '';
    expect(stored).toContain('"directDebitDayOfMonth":"5"');
    expect(stored).toContain('Ada Lovelace');
    expect(stored).not.toMatch(/66374958|089999|08-99-99/);
    expect(stored).not.toContain(PASSWORD);
  });

  it('after a reload, keeps what was typed but asks for the bank details again', async () => {
    const first = renderStep();
    await fillIn(first.user);
    await first.user.clear(screen.getByLabelText('Name on the account'));
    await first.user.type(screen.getByLabelText('Name on the account'), 'Augusta Ada King');
    // Sent once before the reload: the journey holds the payment details, not the numbers.
    first.unmount();
    first.store.update({
      payment: {
        accountHolderName: 'Augusta Ada King',
        directDebitDayOfMonth: 5,
        soleAuthoriser: true,
      },
    });

    const reloaded = createJourneyStore({ storage: window.sessionStorage });
    expect(reloaded.getSnapshot().lostSecrets).toContain('bankDetails');
    render(<PaymentDetailsStep store={reloaded} />);
    expect(screen.getByText(LOST_BANK_DETAILS_MESSAGE)).toBeInTheDocument();
    expect(screen.getByLabelText('Name on the account')).toHaveValue('Augusta Ada King');
    expect(screen.getByLabelText('Payment day each month')).toHaveValue('5');
    expect(screen.getByLabelText(/can authorise Direct Debits/)).toBeChecked();
    expect(screen.getByLabelText('Sort code')).toHaveValue('');
    expect(screen.getByLabelText('Account number')).toHaveValue('');
  });

  it('keeps typed bank details in memory when the prospect steps back and returns', async () => {
    const { store, user } = renderStep();
    await fillIn(user);
    expect(store.getSnapshot().secrets).toMatchObject({
      sortCode: '08-99-99',
      accountNumber: '66374958',
    });
  });

  it('asks for the personal details again when the password was lost', async () => {
    const { user } = renderStep(makeJourneyState({ payment: null }), { password: null });
    await fillIn(user);
    await user.click(signUpButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(INCOMPLETE_SIGNUP_MESSAGE);
    expect(screen.getByRole('link', { name: 'Check your personal details' })).toHaveAttribute(
      'href',
      '/energy/quote/personal-details',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows nothing without a chosen quote', () => {
    const { container } = render(
      <PaymentDetailsStep store={createJourneyStore({ storage: null })} />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
