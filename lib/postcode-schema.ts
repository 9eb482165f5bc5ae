import * as z from 'zod/mini';
import { normalisePostcode, POSTCODE_MESSAGES } from './postcode';

/** A postcode field: what was typed in, the normalised postcode out. */
export const postcodeSchema = z.pipe(
  z.string().check(
    z.trim(),
    z.minLength(1, POSTCODE_MESSAGES.missing),
    z.refine((value) => !value || normalisePostcode(value) !== null, POSTCODE_MESSAGES.invalid),
  ),
  z.transform((value) => normalisePostcode(value) ?? value),
);
