import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeJourneyState } from '@/tests/utils/make-quote-journey';
import {
  readToEnd,
  spokenDuring,
  startScreenReader,
  stopScreenReader,
} from '@/tests/utils/screen-reader';
import { makeTabStorage } from '@/tests/utils/tab-storage';
import { createJourneyStore } from '../journey/journey-store';
import { PersonalDetailsStep } from './personal-details-step';

vi.mock('next/router', async () => {
  const { makeRouter } = await import('@/tests/utils/make-router');
  const router = makeRouter();
  return { useRouter: () => router };
});

afterEach(stopScreenReader);

function renderStep() {
  const store = createJourneyStore({ storage: makeTabStorage() });
  store.update(makeJourneyState({ personalDetails: null, payment: null }));
  render(<PersonalDetailsStep store={store} />);
}

const textbox = (name: string) => screen.getByRole('textbox', { name });
const continueToPayment = () =>
  userEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));

/** Typed before the reader starts: what is tested is what is heard on sending. */
async function typeAboutYou(dateOfBirth: { day: string; month: string; year: string }) {
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Title' }), 'Ms');
  await userEvent.type(textbox('First name'), 'Ada');
  await userEvent.type(textbox('Last name'), 'Lovelace');
  await userEvent.type(textbox('Day'), dateOfBirth.day);
  await userEvent.type(textbox('Month'), dateOfBirth.month);
  await userEvent.type(textbox('Year'), dateOfBirth.year);
}

const DATE_OF_BIRTH_HINT = 'For example, 27 3 1990. You need to be 18 or over to open an account.';
const TITLES = ['Choose', 'Mr', 'Mrs', 'Miss', 'Ms', 'Mx', 'Dr'];

describe('Personal details step, spoken', () => {
  it('reads every field of the personal details form with its label and hint, up to Continue to payment', async () => {
    renderStep();
    await startScreenReader();
    expect(await readToEnd()).toEqual([
      'form',
      'heading, About you, level 2',
      'combobox, Title, has popup listbox, not expanded',
      ...TITLES.map(
        (title, index) => `option, ${title}, not selected, position ${index + 1}, set size 7`,
      ),
      'end of combobox, Title, has popup listbox, not expanded',
      'Title',
      'textbox, First name, placeholder  ',
      'First name',
      'textbox, Last name, placeholder  ',
      'Last name',
      'group, Date of birth',
      'Date of birth',
      'paragraph',
      DATE_OF_BIRTH_HINT,
      'end of paragraph',
      `textbox, Day, ${DATE_OF_BIRTH_HINT}, placeholder  `,
      'Day',
      `textbox, Month, ${DATE_OF_BIRTH_HINT}, placeholder  `,
      'Month',
      `textbox, Year, ${DATE_OF_BIRTH_HINT}, placeholder  `,
      'Year',
      'end of group, Date of birth',
      'heading, Your contact details, level 2',
      "textbox, Email address, You'll log in with this, and we'll send your welcome email here., placeholder  ",
      'Email address',
      'paragraph',
      "You'll log in with this, and we'll send your welcome email here.",
      'end of paragraph',
      'textbox, Phone number, A UK mobile or landline, in case we need to talk about your switch., placeholder  ',
      'Phone number',
      'paragraph',
      'A UK mobile or landline, in case we need to talk about your switch.',
      'end of paragraph',
      'heading, Your online account, level 2',
      // A password box has no ARIA role: the virtual reader says its name and hint only.
      'Create a password, Use at least 10 characters. Three random words work well, like “copper kettle meadow”. Avoid common passwords and your email address.',
      'Create a password',
      'paragraph',
      'Use at least 10 characters. Three random words work well, like “copper kettle meadow”. Avoid common passwords and your email address.',
      'end of paragraph',
      'button, Show password, 1 control',
      'heading, Keeping in touch, level 2',
      'paragraph',
      'We’ll always tell you about your account and your switch. These are only for extras, and you can change your mind at any time.',
      'end of paragraph',
      'checkbox, Email me news and offers, not checked',
      'Email me news and offers',
      'checkbox, Tell me about electric vehicle tariffs and offers, You answered this with your quote; you can change it here., not checked',
      'Tell me about electric vehicle tariffs and offers',
      'paragraph',
      'You answered this with your quote; you can change it here.',
      'end of paragraph',
      'heading, Extra support, level 2',
      'group, Does anyone in your home need extra support?',
      'Does anyone in your home need extra support?',
      'paragraph',
      'For example because of age, a disability, a long-term health condition, a medical device that needs power, or young children. We’ll add your home to our free Priority Services Register: we can warn you about planned power cuts, send bills in large print or braille, and agree a password for anyone who visits.',
      'end of paragraph',
      'radio, Yes, not checked, position 1, set size 2',
      'Yes',
      'radio, No, not checked, position 2, set size 2',
      'No',
      'end of group, Does anyone in your home need extra support?',
      'heading, Where we send letters, level 2',
      "checkbox, Send letters to a different address, Otherwise we'll send them to 12 Gloucester Road, BS7 9JN., not checked",
      'Send letters to a different address',
      'paragraph',
      "Otherwise we'll send them to 12 Gloucester Road, BS7 9JN.",
      'end of paragraph',
      'heading, Leaving your current supplier, level 2',
      'paragraph',
      'If you’re on a fixed tariff with your current supplier, they may charge you a fee for leaving early. That fee is theirs, not ours, so please check with them before you switch. We’ll handle the rest of the switch for you.',
      'end of paragraph',
      'button, Continue to payment',
      'end of form',
      'end of document',
    ]);
  });

  it('Extra support: Yes adds the optional "What would help?" field, read with its example, limit and count', async () => {
    renderStep();
    await userEvent.click(screen.getByRole('radio', { name: 'Yes' }));
    await startScreenReader();
    const spoken = await readToEnd();
    const from = spoken.indexOf('What would help? (optional)');
    expect(spoken.slice(from, from + 8)).toEqual([
      'What would help? (optional)',
      "textbox, What would help? (optional), For example: 'my dad uses a home oxygen machine' or 'I'm partially sighted'. You can enter up to 500 characters",
      'status',
      '500 characters left',
      'end of status',
      'paragraph',
      "For example: 'my dad uses a home oxygen machine' or 'I'm partially sighted'. You can enter up to 500 characters",
      'end of paragraph',
    ]);
  });

  it('Continue to payment with nothing filled in puts focus on Title, read with its error', async () => {
    renderStep();
    await startScreenReader();
    expect(await spokenDuring(continueToPayment)).toEqual([
      'button, Continue to payment, busy, disabled',
      'combobox, Title, Choose one of Mr, Mrs, Miss, Ms, Mx, Dr, has popup listbox, not expanded, invalid',
    ]);
  });

  it('Continue to payment with 31 February puts focus on the Day box, read as invalid with the date’s error', async () => {
    renderStep();
    await typeAboutYou({ day: '31', month: '2', year: '1990' });
    await startScreenReader();
    expect(await spokenDuring(continueToPayment)).toEqual([
      'button, Continue to payment, busy, disabled',
      `textbox, Day, 31, ${DATE_OF_BIRTH_HINT} Date of birth must be a real date, invalid`,
    ]);
  }, 20_000);

  it('Continue to payment with an email address without a domain puts focus on Email address, read with its error', async () => {
    renderStep();
    await typeAboutYou({ day: '10', month: '12', year: '1985' });
    await userEvent.type(textbox('Email address'), 'ada@');
    await startScreenReader();
    expect(await spokenDuring(continueToPayment)).toEqual([
      'button, Continue to payment, busy, disabled',
      "textbox, Email address, ada@, You'll log in with this, and we'll send your welcome email here. Enter a valid email address, invalid",
    ]);
  }, 20_000);
});
