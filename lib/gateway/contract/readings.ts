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
  })
  .meta({ id: 'Reading' });
export type Reading = z.infer<typeof reading>;

export const meterRegister = z.object({
  id: entityId,
  name: registerName,
  /** Electricity registers count kWh; gas meters count cubic metres. */
  unit: z.enum(['kWh', 'm3']),
  digits: z.number().int().positive(),
  lastReading: reading.nullable(),
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

export const MAX_READING_VALUE = 9_999_999;

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
  .object({ readings: z.array(reading) })
  .meta({ id: 'SubmittedReadings' });

export const getReadings = accountEndpoint({
  method: 'get',
  path: '/api/v1/accounts/{id}/readings',
  summary: "The account's meters with their registers and reading history",
  tag: 'readings',
  response: readingHistory,
  status: 200,
});

export const submitReadings = accountEndpoint({
  method: 'post',
  path: '/api/v1/accounts/{id}/readings',
  summary: 'Submit a meter reading: one value per register, checked against the last reading',
  tag: 'readings',
  body: readingSubmission,
  response: submittedReadings,
  status: 201,
  idempotent: true,
  errors: [422],
});
