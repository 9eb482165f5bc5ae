import { ZxcvbnFactory, type FeedbackType } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import { unprocessable } from '../http/http-error';

/** zxcvbn's scale: 0 (among the most common) to 4; 3 resists an offline attack on a slow hash. */
export const MIN_PASSWORD_SCORE = 3;

/** Why a password is easy to guess, for zxcvbn's warnings (its own words are keys without a language pack). */
const WARNINGS: Partial<Record<string, string>> = {
  straightRow: 'Rows of keys next to each other are easy to guess.',
  keyPattern: 'Patterns on the keyboard are easy to guess.',
  simpleRepeat: 'Repeated characters, like “aaa”, are easy to guess.',
  extendedRepeat: 'Repeated groups of characters, like “abcabc”, are easy to guess.',
  sequences: 'Sequences, like “abc” or “6543”, are easy to guess.',
  recentYears: 'Recent years are easy to guess.',
  dates: 'Dates are easy to guess.',
  topTen: 'It is one of the most used passwords.',
  topHundred: 'It is one of the most used passwords.',
  common: 'It is a commonly used password.',
  similarToCommon: 'It is too like a commonly used password.',
  wordByItself: 'A word on its own is easy to guess.',
  namesByThemselves: 'Names on their own are easy to guess.',
  commonNames: 'Common names are easy to guess.',
  userInputs: 'It has your name or email address in it.',
};

const TRY_INSTEAD = 'Try three random words, like “copper kettle meadow”.';

let checker: ZxcvbnFactory | undefined;

/** Built on first use: the dictionaries take a few tens of milliseconds to rank. */
function zxcvbn(): ZxcvbnFactory {
  checker ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });
  return checker;
}

/** The refusal in words: what makes it guessable, when zxcvbn can say, and what works. */
function tooEasy(feedback: FeedbackType): string {
  const reason = feedback.warning ? WARNINGS[feedback.warning] : undefined;
  return ['This password is too easy to guess.', reason, TRY_INSTEAD].filter(Boolean).join(' ');
}

/**
 * Refuses, with 422 on `field`, a password that common-password lists, keyboard patterns,
 * dates or the customer's own details (`personal`: email, names) would guess.
 */
export function assertHardToGuess(password: string, personal: readonly string[], field: string) {
  const inputs = personal.flatMap((value) => [value, ...value.split(/[@.\s]+/)]).filter(Boolean);
  const { score, feedback } = zxcvbn().check(password, inputs);
  if (score < MIN_PASSWORD_SCORE) throw unprocessable(tooEasy(feedback), field);
}
