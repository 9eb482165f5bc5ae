import {
  HIGH_USE_FACTOR,
  type Reading,
  type ReadingSubmission,
} from '@/lib/gateway/contract/readings';
import { formatLongDate } from '@/lib/format-date';
import { formatNumber } from '@/lib/format-number';
import { daysBetween } from '@/lib/iso-date';
import type { RegisterRow } from '../accounts/meter-points';
import { GAS_KWH_PER_CUBIC_METRE } from '../energy';
import { conflict, unprocessable } from '../http/http-error';

const perDay = (value: number) => formatNumber(value, 1);
const UNIT_WORDS = { kWh: 'kWh', m3: 'cubic metres' } as const;

/** The register's usual use a day in the units its dial counts, from its yearly estimate. */
function usualDailyUse(register: RegisterRow): number {
  const kwh = register.estimatedAnnualKwh / 365;
  return register.unit === 'm3' ? kwh / GAS_KWH_PER_CUBIC_METRE : kwh;
}

type Submitted = ReadingSubmission['readings'][number];

/** What the dial moved since the last actual reading, going round past its last digit if told. */
function usedSince(submitted: Submitted, last: Reading, register: RegisterRow, path: string) {
  if (submitted.value >= last.value) return submitted.value - last.value;
  if (submitted.lowerReadingReason === 'meterRolledOver') {
    return 10 ** register.digits - last.value + submitted.value;
  }
  if (submitted.lowerReadingReason === 'correctsEstimate') return 0;
  throw unprocessable(
    `This reading is lower than your last actual reading, ${formatNumber(last.value)} on ` +
      `${formatLongDate(last.readOn)}. Please check the meter. If the reading is right, tell us why: ` +
      'the meter has gone past its highest number back to zero, or an earlier reading was wrong.',
    `${path}.lowerReadingReason`,
  );
}

/**
 * Checks a submission against the meter and the last actual reading of each register (an
 * estimate never stands in the way: the reading replaces it): a reading for every register, no
 * date in the future or on or before the last actual reading, a value lower than that reading
 * only when the customer says why, and use above 3× the usual a day only once confirmed.
 * Throws 422 (or 409 for a date already read) naming the field to put right.
 */
export function checkSubmission(
  submission: ReadingSubmission,
  registers: readonly RegisterRow[],
  lastActualReadings: ReadonlyMap<number, Reading>,
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
    const last = lastActualReadings.get(submitted.registerId);
    const path = `body.readings.${index}`;
    if (!register) return;
    if (submitted.value >= 10 ** register.digits) {
      throw unprocessable(
        `Your meter shows ${register.digits} digits: check the reading.`,
        `${path}.value`,
      );
    }
    if (!last) return;
    if (submission.readOn < last.readOn) {
      throw unprocessable(
        `The reading date must be after your last reading on ${formatLongDate(last.readOn)}.`,
        'body.readOn',
      );
    }
    if (submission.readOn === last.readOn) {
      throw conflict(`We already have a reading for ${formatLongDate(last.readOn)}.`);
    }
    const days = daysBetween(last.readOn, submission.readOn);
    const dailyUse = usedSince(submitted, last, register, path) / days;
    const usual = usualDailyUse(register);
    if (dailyUse > HIGH_USE_FACTOR * usual && !submitted.highUseConfirmed) {
      const unit = UNIT_WORDS[register.unit];
      throw unprocessable(
        `This reading means about ${perDay(dailyUse)} ${unit} a day since ` +
          `${formatLongDate(last.readOn)}, more than ${HIGH_USE_FACTOR} times the ` +
          `${perDay(usual)} ${unit} you usually use. Please check the meter; if the reading is ` +
          'right, confirm it and send it again.',
        `${path}.highUseConfirmed`,
      );
    }
  });
}
