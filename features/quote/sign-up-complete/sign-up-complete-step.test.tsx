import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SignupResult } from '@/lib/gateway/contract/signups';
import { makeJourneyState } from '@/tests/utils/make-quote-journey';
import type { JourneyState } from '../journey/journey-state';
import { createJourneyStore } from '../journey/journey-store';
import { SignUpCompleteStep } from './sign-up-complete-step';

const SIGNUP: SignupResult = {
  accountNumber: '51234567',
  email: 'ada@example.com',
  tariffName: 'So Fixed 12M',
  supplyStartDate: '2026-12-14',
  firstDirectDebit: { date: '2026-12-21', amountPence: 7_089 },
};

afterEach(() => vi.restoreAllMocks());

function renderStep(state: JourneyState) {
  const store = createJourneyStore({ storage: null });
  store.update(state);
  return render(<SignUpCompleteStep store={store} />);
}

describe('SignUpCompleteStep', () => {
  it('tells the new customer to check their email, and shows their account, tariff and dates', () => {
    renderStep(makeJourneyState({ signup: SIGNUP }));
    expect(
      screen.getByRole('heading', { level: 2, name: 'Check your email, Ada' }),
    ).toBeInTheDocument();
    // The same words whether or not the email had an account already: the answer cannot tell.
    expect(screen.getByRole('region', { name: 'Check your email, Ada' })).toHaveTextContent(
      "We've sent an email to ada@example.com. Open the link in it within 7 days to confirm " +
        "it's your email address. If you already have an account with us, the link adds this " +
        'home to it.',
    );
    const account = screen.getByRole('region', { name: 'Your account' });
    expect(account).toHaveTextContent('Account number51234567');
    expect(account).toHaveTextContent('TariffSo Fixed 12M (One Year Tariff)');
    expect(account).toHaveTextContent('Switch date14 December 2026');
    expect(account).toHaveTextContent('First Direct Debit£70.89 on 21 December 2026');
  });

  it('explains the cooling-off right and what happens next', () => {
    renderStep(makeJourneyState({ signup: SIGNUP }));
    expect(screen.getByRole('region', { name: 'Changed your mind?' })).toHaveTextContent(
      '14 days from the day you agreed your contract with us to cancel, at no cost',
    );
    const next = screen.getByRole('region', { name: 'What happens next' });
    expect(next).toHaveTextContent("Open the link in the email we've sent to ada@example.com");
    expect(next).toHaveTextContent('contact your current supplier');
    expect(next).toHaveTextContent('opening meter reading');
  });

  it('leads to the login, and prints', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    renderStep(makeJourneyState({ signup: SIGNUP }));
    expect(screen.getByRole('region', { name: 'Your online account' })).toHaveTextContent(
      'with the password you chose today, or, if you already had an account with us, once you ' +
        'have opened the link in our email, with the password you already use.',
    );
    expect(screen.getByRole('link', { name: 'Log in to your account' })).toHaveAttribute(
      'href',
      '/accounts/login',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Print this page' }));
    expect(print).toHaveBeenCalledOnce();
  });

  it('still shows the account when the quote is no longer held', () => {
    renderStep(makeJourneyState({ signup: SIGNUP, quotes: null, personalDetails: null }));
    expect(screen.getByRole('heading', { name: 'Check your email' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Your account' })).toHaveTextContent(
      'TariffSo Fixed 12M',
    );
  });

  it('shows nothing before the sign-up', () => {
    const { container } = renderStep(makeJourneyState());
    expect(container).toBeEmptyDOMElement();
  });
});
