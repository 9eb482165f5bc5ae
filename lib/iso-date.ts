/**
 * Calendar arithmetic on ISO dates (YYYY-MM-DD). Customers live in Europe/London, so "today"
 * is London's date; the arithmetic itself runs in UTC, where every day has 24 hours.
 */

import { londonIsoDate } from './london-date';

/** The date in London at `now`. */
export function londonToday(now: Date): string {
  return londonIsoDate(now);
}

function toUtc(date: string): Date {
  return new Date(`${date}T00:00:00Z`);
}

function fromUtc(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function addDays(date: string, days: number): string {
  const result = toUtc(date);
  result.setUTCDate(result.getUTCDate() + days);
  return fromUtc(result);
}

/** Adds calendar months, holding the day of month where it exists (31 Jan + 1 → 28/29 Feb). */
export function addMonths(date: string, months: number): string {
  const start = toUtc(date);
  const day = start.getUTCDate();
  const result = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + months, 1));
  const lastDay = new Date(
    Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0),
  ).getUTCDate();
  result.setUTCDate(Math.min(day, lastDay));
  return fromUtc(result);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((toUtc(to).getTime() - toUtc(from).getTime()) / 86_400_000);
}

export function startOfMonth(date: string): string {
  return `${date.slice(0, 8)}01`;
}

/** The Monday on or before the date. */
export function startOfWeek(date: string): string {
  const weekday = (toUtc(date).getUTCDay() + 6) % 7;
  return addDays(date, -weekday);
}

export function dayOfMonth(date: string): number {
  return Number(date.slice(8, 10));
}

/** The next date on or after `from` that falls on `day` of a month (1–28). */
export function nextDayOfMonth(from: string, day: number): string {
  const candidate = `${from.slice(0, 8)}${String(day).padStart(2, '0')}`;
  return candidate >= from ? candidate : addMonths(candidate, 1);
}

/** Every date from `from` to `to`, both included. */
export function eachDay(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}
