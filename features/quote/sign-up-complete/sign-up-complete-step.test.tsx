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
  it('welcomes the new customer with their account, tariff and dates', () => {
    renderStep(makeJourneyState({ signup: SIGNUP }));
    expect(
      screen.getByRole('heading', { level: 2, name: 'Welcome to So Energy, Ada!' }),
    ).toBeInTheDocument();
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
    expect(next).toHaveTextContent('welcome email to ada@example.com');
    expect(next).toHaveTextContent('contact your current supplier');
    expect(next).toHaveTextContent('opening meter reading');
  });

  it('leads to the login, and prints', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    renderStep(makeJourneyState({ signup: SIGNUP }));
    expect(screen.getByRole('link', { name: 'Log in to your account' })).toHaveAttribute(
      'href',
      '/accounts/login',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Print this page' }));
    expect(print).toHaveBeenCalledOnce();
  });

  it('still shows the account when the quote is no longer held', () => {
    renderStep(makeJourneyState({ signup: SIGNUP, quotes: null, personalDetails: null }));
    expect(screen.getByRole('heading', { name: 'Welcome to So Energy!' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Your account' })).toHaveTextContent(
      'TariffSo Fixed 12M',
    );
  });

  it('shows nothing before the sign-up', () => {
    const { container } = renderStep(makeJourneyState());
    expect(container).toBeEmptyDOMElement();
  });
});
