import { z } from 'zod';
import type { MeterPoint, ReadingSubmission } from '@/lib/gateway/contract/readings';

/** One register's field, as the form holds it: the dial's figures as typed. */
const registerReading = z.object({
  registerId: z.number(),
  value: z
    .string()
    .trim()
    .min(1, { error: 'Enter the reading' })
    .regex(/^\d+$/, { error: 'Enter the numbers on the meter only, without decimals or spaces' }),
  lowerReadingReason: z.enum(['', 'meterRolledOver', 'correctsEstimate']),
  highUseConfirmed: z.boolean(),
});

export const readingFormSchema = z.object({
  readOn: z.iso.date({ error: 'Enter the date you read the meter' }),
  readings: z.array(registerReading),
});
export type ReadingFormValues = z.input<typeof readingFormSchema>;

export function readingFormDefaults(meter: MeterPoint, today: string): ReadingFormValues {
  return {
    readOn: today,
    readings: meter.registers.map((register) => ({
      registerId: register.id,
      value: '',
      lowerReadingReason: '',
      highUseConfirmed: false,
    })),
  };
}

export function submissionFrom(
  meter: MeterPoint,
  values: z.output<typeof readingFormSchema>,
): ReadingSubmission {
  return {
    meterPointId: meter.id,
    readOn: values.readOn,
    readings: values.readings.map(
      ({ registerId, value, lowerReadingReason, highUseConfirmed }) => ({
        registerId,
        value: Number(value),
        ...(lowerReadingReason ? { lowerReadingReason } : {}),
        ...(highUseConfirmed ? { highUseConfirmed: true as const } : {}),
      }),
    ),
  };
}
