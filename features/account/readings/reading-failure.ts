import type { SendFailure } from '@/lib/forms/send-failure';
import { failureMessage } from '@/lib/forms/send-failure';
import { GatewayError } from '@/lib/gateway/gateway-error';

export type ReadingFieldName =
  'readOn' | `readings.${number}.${'value' | 'lowerReadingReason' | 'highUseConfirmed'}`;

const FIELD_PATH = /^body\.(readOn|readings\.\d+\.(?:value|lowerReadingReason|highUseConfirmed))$/;

/**
 * Free of zod, for the service worker too. The gateway's refusal beside the field it names: the reading, the date, or the question it
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
