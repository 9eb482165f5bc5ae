import { z } from 'zod';
import type { SendFailure } from '@/lib/forms/send-failure';
import { failureMessage } from '@/lib/forms/send-failure';
import type { MeterPoint, ReadingSubmission } from '@/lib/gateway/contract/readings';
import { GatewayError } from '@/lib/gateway/gateway-error';

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

export type ReadingFieldName =
  'readOn' | `readings.${number}.${'value' | 'lowerReadingReason' | 'highUseConfirmed'}`;

const FIELD_PATH = /^body\.(readOn|readings\.\d+\.(?:value|lowerReadingReason|highUseConfirmed))$/;

/**
 * The gateway's refusal beside the field it names: the reading, the date, or the question it
 * asks back (why a lower reading is right, or that a high one is); anything else for the form.
 */
export function describeReadingFailure(error: unknown): SendFailure<ReadingFieldName> {
  const fields =
    error instanceof GatewayError
      ? error.fields.flatMap(({ path, message }) => {
          const name = FIELD_PATH.exec(path)?.[1] as ReadingFieldName | undefined;
          return name ? [{ name, message }] : [];
        })
      : [];
  return { fields, message: fields.length > 0 ? null : failureMessage(error) };
}
