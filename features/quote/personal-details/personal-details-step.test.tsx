import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { londonIsoDate } from '@/lib/format-date';
import {
  makeJourneyState,
  makeStoredPersonalDetails,
  quotesEndingIn,
} from '@/tests/utils/make-quote-journey';
import { makeTabStorage } from '@/tests/utils/tab-storage';
import type { JourneyState } from '../journey/journey-state';
import { createJourneyStore, JOURNEY_STORAGE_KEY } from '../journey/journey-store';
import { PersonalDetailsStep } from './personal-details-step';

const push = vi.hoisted(() => vi.fn(() => Promise.resolve(true)));
vi.mock('next/router', async () => {
  const { makeRouter } = await import('@/tests/utils/make-router');
  return { useRouter: () => makeRouter({ push }) };
});

let storage: ReturnType<typeof makeTabStorage>;
beforeEach(() => {
  storage = makeTabStorage();
  push.mockClear();
});

/** The journey up to the chosen tariff, personal details not yet given. */
function openStep(overrides: Partial<JourneyState> = {}) {
  const store = createJourneyStore({ storage });
  store.update(makeJourneyState({ personalDetails: null, payment: null, ...overrides }));
  return { store, ...render(<PersonalDetailsStep store={store} />) };
}

/** The same tab after a reload: a new store from what sessionStorage kept. */
function reload(unmount: () => void) {
  unmount();
  const store = createJourneyStore({ storage });
  return { store, ...render(<PersonalDetailsStep store={store} />) };
}

const textbox = (name: string | RegExp) => screen.getByRole('textbox', { name });
const passwordBox = () => screen.getByLabelText('Create a password');
const dateOfBirth = () => screen.getByRole('group', { name: 'Date of birth' });
const continueButton = () => screen.getByRole('button', { name: 'Continue to payment' });

const today = londonIsoDate(new Date().toISOString());
/** The date of birth of someone turning `age` today, moved by `days`. */
function bornYearsAgo(age: number, days = 0) {
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCFullYear(date.getUTCFullYear() - age);
  date.setUTCDate(date.getUTCDate() + days);
  return {
    day: String(date.getUTCDate()),
    month: String(date.getUTCMonth() + 1),
    year: String(date.getUTCFullYear()),
  };
}

async function typeDateOfBirth({ day, month, year }: { day: string; month: string; year: string }) {
  const group = within(dateOfBirth());
  for (const [label, value] of [
    ['Day', day],
    ['Month', month],
    ['Year', year],
  ] as const) {
    const box = group.getByRole('textbox', { name: label });
    await userEvent.clear(box);
    if (value) await userEvent.type(box, value);
  }
}

/** Ada, as the generator has her, typed the way people type. */
const ada = makeStoredPersonalDetails();

async function fillIn({ password = 'copper kettle meadow', born = bornYearsAgo(38) } = {}) {
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Title' }), ada.title);
  await userEvent.type(textbox('First name'), ada.firstName);
  await userEvent.type(textbox('Last name'), ada.lastName);
  await typeDateOfBirth(born);
  await userEvent.type(textbox('Email address'), ada.email.toUpperCase());
  await userEvent.type(textbox('Phone number'), `${ada.phone.slice(0, 5)} ${ada.phone.slice(5)}`);
  if (password) await userEvent.type(passwordBox(), password);
  await userEvent.click(screen.getByRole('radio', { name: 'No' }));
}

describe('PersonalDetailsStep', () => {
  it('says what each field needs, beside it, and puts the cursor on the first', async () => {
    openStep();
    await userEvent.click(continueButton());
    expect(screen.getByRole('combobox', { name: 'Title' })).toHaveAccessibleDescription(
      'Choose one of Mr, Mrs, Miss, Ms, Mx, Dr',
    );
    expect(screen.getByRole('combobox', { name: 'Title' })).toHaveFocus();
    expect(textbox('First name')).toHaveAccessibleDescription('Enter your first name');
    expect(textbox('Last name')).toHaveAccessibleDescription('Enter your last name');
    expect(dateOfBirth()).toHaveAccessibleDescription('Enter your date of birth');
    expect(textbox('Email address')).toHaveAccessibleDescription(
      expect.stringContaining('Enter a valid email address'),
    );
    expect(textbox('Phone number')).toHaveAccessibleDescription(
      expect.stringContaining('Enter a UK phone number, like 07700 900123'),
    );
    expect(passwordBox()).toHaveAccessibleDescription(
      expect.stringContaining('Use at least 10 characters: three random words work well'),
    );
    expect(
      screen.getByRole('group', { name: 'Does anyone in your home need extra support?' }),
    ).toHaveAccessibleDescription('Choose yes if anyone in your home needs extra support, or no');
    expect(push).not.toHaveBeenCalled();
  });

  it.each([
    ['an email address without a domain', 'Email address', 'ada@', 'Enter a valid email address'],
    ['a short phone number', 'Phone number', '0117 496', 'Enter a UK phone number'],
  ])('refuses %s', async (_case, field, value, message) => {
    openStep();
    await fillIn();
    await userEvent.clear(textbox(field));
    await userEvent.type(textbox(field), value);
    await userEvent.click(continueButton());
    expect(textbox(field)).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(textbox(field)).toHaveFocus();
    expect(push).not.toHaveBeenCalled();
  });

  it.each([
    [
      'one character over and over',
      'aaaaaaaaaaaa',
      'That password is too easy to guess. Try three random words',
    ],
    ['the email address', 'ada@example.com', "Don't use your email address as your password"],
  ])('refuses %s as the password, with the rules as its hint', async (_case, password, message) => {
    openStep();
    await fillIn({ password });
    await userEvent.click(continueButton());
    expect(passwordBox()).toHaveAccessibleDescription(
      `Use at least 10 characters. Three random words work well, like “copper kettle meadow”. ` +
        `Avoid common passwords and your email address. ${message}`,
    );
    expect(push).not.toHaveBeenCalled();
  });

  it.each([
    [
      '18 tomorrow',
      bornYearsAgo(18, 1),
      'You need to be 18 or over to open an account with us',
      'Day',
    ],
    [
      'with no month',
      { ...bornYearsAgo(30), month: '' },
      'Date of birth must include a month',
      'Month',
    ],
    [
      '31 February',
      { day: '31', month: '2', year: '1990' },
      'Date of birth must be a real date',
      'Day',
    ],
    [
      'in 2 digits',
      { day: '3', month: '2', year: '90' },
      'Year must include 4 numbers, like 1985',
      'Year',
    ],
  ])('refuses a date of birth %s, in the box it is about', async (_case, born, message, box) => {
    openStep();
    await fillIn({ born });
    await userEvent.click(continueButton());
    expect(dateOfBirth()).toHaveAccessibleDescription(message);
    const boxInError = within(dateOfBirth()).getByRole('textbox', { name: box });
    expect(boxInError).toHaveFocus();
    // The cursor's box reads the message too: a screen reader may not read the group's.
    expect(boxInError).toBeInvalid();
    expect(boxInError).toHaveAccessibleDescription(
      expect.stringMatching(new RegExp(`${message}$`)),
    );
    const others = within(dateOfBirth())
      .getAllByRole('textbox')
      .filter((other) => other !== boxInError);
    for (const other of others) expect(other).toBeValid();
    expect(push).not.toHaveBeenCalled();
  });

  it('takes someone who is 18 today, keeps the details and goes on to payment', async () => {
    const { store } = openStep();
    await fillIn({ born: bornYearsAgo(18) });
    await userEvent.click(continueButton());
    const born = bornYearsAgo(18);
    expect(store.getSnapshot().state).toMatchObject({
      personalDetails: {
        ...ada,
        dateOfBirth: `${born.year}-${born.month.padStart(2, '0')}-${born.day.padStart(2, '0')}`,
        extraSupport: { needed: false },
      },
      billingAddress: null,
    });
    expect(store.getSnapshot().secrets.password).toBe('copper kettle meadow');
    expect(push).toHaveBeenCalledWith('/energy/quote/payment-details');
  });

  it('on the last day of the prices, says until when they are held, with a way to today’s', () => {
    openStep({ quotes: quotesEndingIn(3 * 60 * 60 * 1000) });
    expect(screen.getByRole('link', { name: 'Check today’s prices' })).toHaveAccessibleDescription(
      /^These prices are held until \d\d:\d\d on /,
    );
  });

  it('keeps the details but does not go on once the prices have ended', async () => {
    const { store } = openStep({ quotes: quotesEndingIn(-60 * 1000) });
    await fillIn();
    await userEvent.click(continueButton());
    expect(push).not.toHaveBeenCalled();
    expect(screen.getByRole('link', { name: 'Check today’s prices' })).toHaveFocus();
    expect(store.getSnapshot().secrets.password).toBe('copper kettle meadow');
    expect(store.getSnapshot().state.personalDetails).toMatchObject({ firstName: ada.firstName });
  });

  it('never writes the password to sessionStorage', async () => {
    openStep();
    await fillIn();
    await userEvent.click(continueButton());
    expect(push).toHaveBeenCalled();
    expect(storage.items.get(JOURNEY_STORAGE_KEY)).toContain('Lovelace');
    expect(storage.items.get(JOURNEY_STORAGE_KEY)).not.toContain('copper kettle');
  });

  it('after a reload, asks for the password again and says why', async () => {
    const { unmount } = openStep();
    await fillIn();
    await userEvent.click(continueButton());
    reload(unmount);
    expect(
      screen.getByText("For your security we don't keep your password. Please choose it again."),
    ).toBeInTheDocument();
    expect(passwordBox()).toHaveValue('');
    expect(textbox('First name')).toHaveValue('Ada');
  });

  it('keeps what was typed, but not the password, across a reload before sending', async () => {
    const { unmount } = openStep();
    await fillIn();
    await userEvent.click(
      screen.getByRole('checkbox', { name: 'Send letters to a different address' }),
    );
    await userEvent.type(textbox('Town or city'), 'Leeds');
    reload(unmount);
    expect(screen.getByRole('combobox', { name: 'Title' })).toHaveValue('Ms');
    expect(textbox('Last name')).toHaveValue('Lovelace');
    expect(textbox('Email address')).toHaveValue('ADA@EXAMPLE.COM');
    expect(within(dateOfBirth()).getByRole('textbox', { name: 'Year' })).toHaveValue(
      bornYearsAgo(38).year,
    );
    expect(screen.getByRole('radio', { name: 'No' })).toBeChecked();
    expect(textbox('Town or city')).toHaveValue('Leeds');
    expect(passwordBox()).toHaveValue('');
    // The password typed before the reload is the one thing to type again: the page says so.
    expect(screen.getByText(/we don't keep your password/)).toBeVisible();
  });

  it('shows the details given before when the prospect comes back', () => {
    openStep({
      personalDetails: makeStoredPersonalDetails({
        extraSupport: { needed: true, details: 'Large print, please' },
      }),
      billingAddress: { line1: '3 Pulteney Bridge', town: 'Bath', postcode: 'BA2 4AT' },
    });
    expect(textbox('First name')).toHaveValue('Ada');
    expect(within(dateOfBirth()).getByRole('textbox', { name: 'Day' })).toHaveValue('10');
    expect(screen.getByRole('radio', { name: 'Yes' })).toBeChecked();
    expect(textbox(/What would help/)).toHaveValue('Large print, please');
    expect(textbox('Address line 1')).toHaveValue('3 Pulteney Bridge');
  });

  it('asks for a billing address only when letters go elsewhere, checked by the contract', async () => {
    const { store } = openStep();
    expect(
      screen.getByRole('checkbox', { name: 'Send letters to a different address' }),
    ).toHaveAccessibleDescription("Otherwise we'll send them to 12 Gloucester Road, BS7 9JN.");
    expect(screen.queryByRole('textbox', { name: 'Address line 1' })).toBeNull();
    await fillIn();
    await userEvent.click(
      screen.getByRole('checkbox', { name: 'Send letters to a different address' }),
    );
    await userEvent.click(continueButton());
    expect(textbox('Address line 1')).toHaveAccessibleDescription(
      'Enter the first line of the address',
    );
    expect(textbox('Address line 1')).toHaveFocus();
    expect(textbox('Town or city')).toHaveAccessibleDescription('Enter the town or city');
    expect(textbox('Postcode')).toBeInvalid();
    expect(push).not.toHaveBeenCalled();

    await userEvent.type(textbox('Address line 1'), '3 Pulteney Bridge');
    await userEvent.type(textbox('Town or city'), 'Bath');
    await userEvent.type(textbox('Postcode'), 'ba24at');
    await userEvent.click(continueButton());
    expect(store.getSnapshot().state.billingAddress).toEqual({
      line1: '3 Pulteney Bridge',
      town: 'Bath',
      postcode: 'BA2 4AT',
    });
    expect(push).toHaveBeenCalledWith('/energy/quote/payment-details');
  });

  it('asks what would help when someone needs extra support, and keeps the answer', async () => {
    const { store } = openStep();
    await fillIn();
    expect(screen.queryByRole('textbox', { name: /What would help/ })).toBeNull();
    await userEvent.click(screen.getByRole('radio', { name: 'Yes' }));
    await userEvent.type(textbox(/What would help/), 'Mum uses a stairlift');
    await userEvent.click(continueButton());
    expect(store.getSnapshot().state.personalDetails?.extraSupport).toEqual({
      needed: true,
      details: 'Mum uses a stairlift',
    });
  });

  it('shows the EV answer from the quote, and a change there is a change to the journey', async () => {
    const { store } = openStep({ evMarketingConsent: true });
    const ev = screen.getByRole('checkbox', {
      name: 'Tell me about electric vehicle tariffs and offers',
    });
    expect(ev).toBeChecked();
    await userEvent.click(ev);
    expect(store.getSnapshot().state.evMarketingConsent).toBe(false);
    await fillIn();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Email me news and offers' }));
    await userEvent.click(continueButton());
    expect(store.getSnapshot().state.personalDetails).toMatchObject({
      marketingConsent: true,
      evMarketingConsent: false,
    });
  });

  it('shows and hides the password', async () => {
    openStep();
    expect(passwordBox()).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(passwordBox()).toHaveAttribute('type', 'text');
    await userEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(passwordBox()).toHaveAttribute('type', 'password');
  });

  it('says any exit fee from the current supplier is theirs to check', () => {
    openStep();
    expect(screen.getByText(/That fee is theirs, not ours/)).toBeInTheDocument();
  });
});
