import { z } from 'zod';
import { entityId, fuel, isoDate, meterType, registerName } from './common';
import { accountEndpoint } from './account-endpoint';

export const readingSource = z.enum(['customer', 'smart', 'estimated']);

export const reading = z
  .object({
    id: entityId,
    meterPointId: entityId,
    registerId: entityId,
    registerName,
    fuel,
    readOn: isoDate,
    value: z.number().int().nonnegative(),
    source: readingSource,
    /** An estimate a later actual reading replaced; kept because a bill may name it. */
    replaced: z.boolean(),
  })
  .meta({ id: 'Reading' });
export type Reading = z.infer<typeof reading>;

export const meterRegister = z.object({
  id: entityId,
  name: registerName,
  /** Electricity registers count kWh; gas meters count cubic metres. */
  unit: z.enum(['kWh', 'm3']),
  digits: z.number().int().positive(),
  /** The latest reading still standing, whatever its source. */
  lastReading: reading.nullable(),
  /** The latest reading from the meter itself: the customer's or the smart meter's. */
  lastActualReading: reading.nullable(),
});

export const dataFreshness = z.object({
  /** The latest actual reading of any of the meter's registers. */
  lastReadOn: isoDate.nullable(),
  /** Smart meters only: the last day we have its daily figures for. */
  smartDataUntil: isoDate.nullable(),
  /** Smart meters only: days since then up to yesterday; over SMART_SILENT_AFTER_DAYS is flagged. */
  smartSilentDays: z.number().int().nonnegative().nullable(),
});

export const meterPoint = z
  .object({
    id: entityId,
    fuel,
    /** Electricity supply number (13-digit core MPAN); null for gas. */
    mpan: z.string().nullable(),
    /** Gas meter point reference number; null for electricity. */
    mprn: z.string().nullable(),
    meterType,
    serialNumber: z.string(),
    registers: z.array(meterRegister),
    freshness: dataFreshness,
  })
  .meta({ id: 'MeterPoint' });
export type MeterPoint = z.infer<typeof meterPoint>;

export const readingHistory = z
  .object({
    meterPoints: z.array(meterPoint),
    /** Newest first. */
    readings: z.array(reading),
  })
  .meta({ id: 'ReadingHistory' });
export type ReadingHistory = z.infer<typeof readingHistory>;

export const MAX_READING_VALUE = 9_999_999;

/** The dial went past its last digit back to zero, or an earlier reading was too high. */
export const lowerReadingReason = z.enum(['meterRolledOver', 'correctsEstimate']);
export type LowerReadingReason = z.infer<typeof lowerReadingReason>;

/** Use since the last actual reading above this many times the usual daily use is questioned. */
export const HIGH_USE_FACTOR = 3;

/** One submission: a reading for every register of one meter, all taken on the same day. */
export const readingSubmission = z
  .strictObject({
    meterPointId: entityId,
    readOn: isoDate,
    readings: z
      .array(
        z.strictObject({
          registerId: entityId,
          value: z
            .number({ error: 'Enter the reading as a whole number' })
            .int({ error: 'Enter the reading as a whole number, without decimals' })
            .min(0, { error: 'A reading cannot be negative' })
            .max(MAX_READING_VALUE, { error: 'That reading has too many digits' }),
          /** Why a reading lower than the last actual one is right; without it, it is refused. */
          lowerReadingReason: lowerReadingReason.optional(),
          /** The customer has checked a reading implying more than 3× the usual daily use. */
          highUseConfirmed: z.literal(true).optional(),
        }),
      )
      .min(1, { error: 'Enter a reading' })
      .max(2),
  })
  .refine(
    (submission) =>
      new Set(submission.readings.map((r) => r.registerId)).size === submission.readings.length,
    { error: 'Give one reading for each register', path: ['readings'] },
  )
  .meta({ id: 'ReadingSubmission' });
export type ReadingSubmission = z.input<typeof readingSubmission>;

export const submittedReadings = z
  .object({
    readings: z.array(reading),
    /** Our estimates the new readings replaced. */
    replacedEstimates: z.array(reading),
  })
  .meta({ id: 'SubmittedReadings' });
export type SubmittedReadings = z.infer<typeof submittedReadings>;

export const getReadings = accountEndpoint({
  method: 'get',
  path: '/api/v1/accounts/{id}/readings',
  section: 'readings',
  summary: "The account's meters with their registers and reading history",
  tag: 'readings',
  response: readingHistory,
  status: 200,
});

export const submitReadings = accountEndpoint({
  method: 'post',
  path: '/api/v1/accounts/{id}/readings',
  section: 'readings',
  summary:
    'Submit a meter reading: one value per register, checked against the last actual reading; replaces the estimates since',
  tag: 'readings',
  body: readingSubmission,
  response: submittedReadings,
  status: 201,
  idempotent: true,
  errors: [422],
});
