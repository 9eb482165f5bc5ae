import { z } from 'zod';
import { formatPounds } from '@/lib/format-money';

/** Pounds, with up to two figures of pence: '20', '20.5', '£1,020.00'. */
const POUNDS_AND_PENCE = /^\d+(\.\d{1,2})?$/;

/** '£1,020.50' → 102050 pence; null when it is not an amount in pounds and pence. */
export function pencePart(text: string): number | null {
  const plain = text.trim().replace(/^£/, '').replaceAll(',', '');
  if (!POUNDS_AND_PENCE.test(plain)) return null;
  const [pounds = '0', pence = ''] = plain.split('.');
  return Number(pounds) * 100 + Number(pence.padEnd(2, '0'));
}

/** The refund form's one field: an amount in pounds and pence, from 1p up to what can be refunded. */
export function refundAmountSchema(refundablePence: number) {
  return z.object({
    amount: z
      .string()
      .trim()
      .min(1, { error: 'Enter how much you would like refunded' })
      .transform((text, context) => {
        const pence = pencePart(text);
        if (pence === null) {
          context.addIssue({
            code: 'custom',
            message: 'Enter an amount in pounds and pence, like 20.00',
          });
          return z.NEVER;
        }
        return pence;
      })
      .pipe(
        z
          .number()
          .positive({ error: 'Enter an amount of at least 1p' })
          .max(refundablePence, {
            error: `You can ask for up to ${formatPounds(refundablePence)} now`,
          }),
      ),
  });
}
