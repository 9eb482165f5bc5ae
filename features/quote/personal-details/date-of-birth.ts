import { ageOn, MIN_SIGNUP_AGE } from '@/lib/gateway/contract/signups';

export interface DateParts {
  day: string;
  month: string;
  year: string;
}

export type DatePart = keyof DateParts;

/** The oldest age we take as typed correctly (the gateway refuses older, too). */
export const MAX_SIGNUP_AGE = 120;

export type DateOfBirthReading =
  { ok: true; iso: string } | { ok: false; message: string; part: DatePart };

const PART_NAMES: Record<DatePart, string> = { day: 'a day', month: 'a month', year: 'a year' };
const ORDER: readonly DatePart[] = ['day', 'month', 'year'];

function listed(names: readonly string[]): string {
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : names.join('');
}

const pad = (value: number, length: number) => String(value).padStart(length, '0');

/**
 * A date of birth typed in GOV.UK's three boxes, checked against today (YYYY-MM-DD, London):
 * the ISO date, or what is wrong in GOV.UK's words and the box to put the cursor in.
 */
export function readDateOfBirth(parts: DateParts, today: string): DateOfBirthReading {
  const typed = {
    day: parts.day.trim(),
    month: parts.month.trim(),
    year: parts.year.trim(),
  };
  const missing = ORDER.filter((part) => typed[part] === '');
  const [firstMissing] = missing;
  if (missing.length === ORDER.length) {
    return { ok: false, message: 'Enter your date of birth', part: 'day' };
  }
  if (firstMissing) {
    const names = missing.map((part) => PART_NAMES[part]);
    return {
      ok: false,
      message: `Date of birth must include ${listed(names)}`,
      part: firstMissing,
    };
  }
  const notNumber = ORDER.find((part) => !/^\d+$/.test(typed[part]));
  if (notNumber) {
    return { ok: false, message: 'Date of birth must be a real date', part: notNumber };
  }
  if (typed.year.length !== 4) {
    return { ok: false, message: 'Year must include 4 numbers, like 1985', part: 'year' };
  }
  const day = Number(typed.day);
  const month = Number(typed.month);
  const year = Number(typed.year);
  const date = new Date(Date.UTC(year, month - 1, day));
  if (month < 1 || month > 12) {
    return { ok: false, message: 'Date of birth must be a real date', part: 'month' };
  }
  if (date.getUTCDate() !== day || date.getUTCMonth() !== month - 1) {
    return { ok: false, message: 'Date of birth must be a real date', part: 'day' };
  }
  const iso = `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
  if (iso >= today) {
    return { ok: false, message: 'Date of birth must be in the past', part: 'day' };
  }
  const age = ageOn(iso, today);
  if (age < MIN_SIGNUP_AGE) {
    return {
      ok: false,
      message: `You need to be ${MIN_SIGNUP_AGE} or over to open an account with us`,
      part: 'day',
    };
  }
  if (age > MAX_SIGNUP_AGE) {
    return { ok: false, message: 'Check the year you were born', part: 'year' };
  }
  return { ok: true, iso };
}

/** An ISO date back into its three boxes, as a returning prospect typed it. */
export function dateParts(iso: string): DateParts {
  const [year = '', month = '', day = ''] = iso.split('-');
  return { day: String(Number(day)), month: String(Number(month)), year };
}
