import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { makeJourneyState, makeSignupResult } from '@/tests/utils/make-quote-journey';
import {
  readToEnd,
  spokenTerm,
  startScreenReader,
  stopScreenReader,
} from '@/tests/utils/screen-reader';
import { createJourneyStore } from '../journey/journey-store';
import { SignUpCompleteStep } from './sign-up-complete-step';

afterEach(stopScreenReader);

describe('Sign-up complete step, spoken', () => {
  it('reads the call to check the email, the account number and details, what happens next in order, then the way to log in', async () => {
    const store = createJourneyStore({ storage: null });
    store.update(makeJourneyState({ signup: makeSignupResult() }));
    render(<SignUpCompleteStep store={store} />);
    await startScreenReader();
    expect(await readToEnd()).toEqual([
      'region, Check your email, Ada',
      'heading, Check your email, Ada, level 2',
      'paragraph',
      "We've sent an email to",
      'ada@example.com',
      '. Open the link in it within',
      '7',
      "days to confirm it's your email address. If you already have an account with us, the link adds this home to it.",
      'end of paragraph',
      'end of region, Check your email, Ada',
      'region, Your account',
      'heading, Your account, level 2',
      ...spokenTerm('Account number', '51234567'),
      ...spokenTerm('Tariff', 'So Fixed 12M', '(', 'One Year Tariff', ')'),
      ...spokenTerm('Switch date', '14 December 2026'),
      ...spokenTerm('First Direct Debit', '£70.89', 'on', '21 December 2026'),
      ...spokenTerm('Email', 'ada@example.com'),
      'end of region, Your account',
      'region, What happens next',
      'heading, What happens next, level 2',
      'list',
      'listitem, level 1, position 1, set size 4',
      "Open the link in the email we've sent to",
      'ada@example.com',
      'within',
      '7',
      'days.',
      'end of listitem, level 1, position 1, set size 4',
      'listitem, level 1, position 2, set size 4',
      "We contact your current supplier to arrange the switch: you don't need to tell them, and your supply isn't interrupted.",
      'end of listitem, level 1, position 2, set size 4',
      'listitem, level 1, position 3, set size 4',
      'Around your switch date on',
      '14 December 2026',
      ", we'll ask you for an opening meter reading (a smart meter may send it for you), so your old supplier bills you only for what you used with them.",
      'end of listitem, level 1, position 3, set size 4',
      'listitem, level 1, position 4, set size 4',
      'Your first Direct Debit of',
      '£70.89',
      'is taken on or just after',
      '21 December 2026',
      '.',
      'end of listitem, level 1, position 4, set size 4',
      'end of list',
      'end of region, What happens next',
      'region, Changed your mind?',
      'heading, Changed your mind?, level 2',
      'paragraph',
      'You have',
      '14',
      "days from the day you agreed your contract with us to cancel, at no cost. Just get in touch and we'll stop the switch.",
      'end of paragraph',
      'end of region, Changed your mind?',
      'region, Your online account',
      'heading, Your online account, level 2',
      'paragraph',
      'Log in with',
      'ada@example.com',
      'to see your account: with the password you chose today, or, if you already had an account with us, once you have opened the link in our email, with the password you already use.',
      'end of paragraph',
      'link, Log in to your account',
      'Log in to your account',
      'end of link, Log in to your account',
      'button, Print this page',
      'end of region, Your online account',
      'end of document',
    ]);
  });
});
