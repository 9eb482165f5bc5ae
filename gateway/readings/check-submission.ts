import type { Reading, ReadingSubmission } from '@/lib/gateway/contract/readings';
import type { RegisterRow } from '../accounts/meter-points';
import { daysBetween } from '@/lib/iso-date';
import { conflict, unprocessable } from '../http/http-error';
import { GAS_KWH_PER_CUBIC_METRE } from '../energy';

const longDate = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const formatDate = (date: string) => longDate.format(new Date(`${date}T00:00:00Z`));
const formatNumber = (value: number) => value.toLocaleString('en-GB');

/** Generous headroom over the expected use before a reading looks like a typo. */
const PLAUSIBLE_USE_FACTOR = 4;
const PLAUSIBLE_USE_MARGIN = 100;

function expectedMaximum(register: RegisterRow, last: Reading, readOn: string): number {
  const days = Math.max(1, daysBetween(last.readOn, readOn));
  const kwh = (register.estimatedAnnualKwh * days) / 365;
  const units = register.unit === 'm3' ? kwh / GAS_KWH_PER_CUBIC_METRE : kwh;
  return last.value + units * PLAUSIBLE_USE_FACTOR + PLAUSIBLE_USE_MARGIN;
}

/**
 * Checks a submission against the meter and its last readings: a reading for every register,
 * no date in the future or before the last reading, no value below the last one or far above
 * what the home could have used. Throws 422 (or 409 for a date already read) naming the field.
 */
export function checkSubmission(
  submission: ReadingSubmission,
  registers: readonly RegisterRow[],
  lastReadings: ReadonlyMap<number, Reading>,
  today: string,
): void {
  const meterRegisters = registers.filter((r) => r.meterPointId === submission.meterPointId);
  if (meterRegisters.length === 0) {
    throw unprocessable('That meter is not on this account.', 'body.meterPointId');
  }
  if (submission.readOn > today) {
    throw unprocessable('The reading date cannot be in the future.', 'body.readOn');
  }
  const given = new Set(submission.readings.map((reading) => reading.registerId));
  if (
    given.size !== meterRegisters.length ||
    meterRegisters.some((register) => !given.has(register.id))
  ) {
    const names = meterRegisters.map((register) => register.name).join(' and ');
    throw unprocessable(
      `Give one reading for each register of this meter (${names}).`,
      'body.readings',
    );
  }

  submission.readings.forEach((submitted, index) => {
    const register = meterRegisters.find((r) => r.id === submitted.registerId);
    const last = lastReadings.get(submitted.registerId);
    const path = `body.readings.${index}.value`;
    if (!register) return;
    if (submitted.value >= 10 ** register.digits) {
      throw unprocessable(`Your meter shows ${register.digits} digits: check the reading.`, path);
    }
    if (!last) return;
    if (submission.readOn < last.readOn) {
      throw unprocessable(
        `The reading date must be on or after your last reading on ${formatDate(last.readOn)}.`,
        'body.readOn',
      );
    }
    if (submission.readOn === last.readOn) {
      throw conflict(`We already have a reading for ${formatDate(last.readOn)}.`);
    }
    if (submitted.value < last.value) {
      throw unprocessable(
        `This reading is lower than your last one (${formatNumber(last.value)} on ` +
          `${formatDate(last.readOn)}). Please check the meter and try again.`,
        path,
      );
    }
    if (submitted.value > expectedMaximum(register, last, submission.readOn)) {
      throw unprocessable(
        'This reading is much higher than we would expect. Please check the meter and try again.',
        path,
      );
    }
  });
}
