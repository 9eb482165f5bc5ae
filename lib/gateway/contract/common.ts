import { z } from 'zod';
import { validPostcode } from './postcode';

/** Shared building blocks of the contract: identifiers, dates, money and energy. */

export const entityId = z.number().int().positive();

/**
 * An id's digits in a URL path, e.g. /accounts/{id}: at most nine, so that every id asked for
 * fits the 32-bit integers ids are kept in (PostgreSQL refuses a larger one outright).
 */
export const ID_DIGITS = /^[1-9]\d{0,8}$/;

/** A numeric id in a URL path, e.g. /accounts/{id}. */
export const idParam = z
  .string()
  .regex(ID_DIGITS, { error: 'must be a positive whole number' })
  .transform(Number)
  .meta({ description: 'A positive whole number', example: '1' });

export const idParams = z.object({ id: idParam });

/** A calendar date, YYYY-MM-DD (Europe/London). */
export const isoDate = z.iso.date({ error: 'Enter a date in the format YYYY-MM-DD' });

/** An instant, ISO 8601 with offset. */
export const isoDateTime = z.iso.datetime({ offset: true });

/** Money is whole pence over the wire and in the database; rounded once, for display. */
export const pence = z.number().int();

/** A price per kWh or per day in pence, to two decimal places (e.g. 24.86). */
export const ratePence = z.number().nonnegative();

export const fuel = z.enum(['electricity', 'gas']);
export type Fuel = z.infer<typeof fuel>;

export const meterType = z.enum(['standard', 'economy7', 'smart']);
export type MeterType = z.infer<typeof meterType>;

/** A meter register: one dial or rate of a meter (Economy 7 meters have day and night). */
export const registerName = z.enum(['standard', 'day', 'night']);
export type RegisterName = z.infer<typeof registerName>;

export const ukPostcode = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$/, { error: 'Enter a full UK postcode' })
  .transform((postcode) => postcode.replace(/^(.+?) ?(\d[A-Z]{2})$/, '$1 $2'));

export const address = z.object({
  line1: z.string(),
  line2: z.string().nullable(),
  town: z.string(),
  postcode: z.string(),
});
export type Address = z.infer<typeof address>;

/** A page of a longer list. */
export const pageQuery = z.object({
  page: z
    .string()
    .regex(/^[1-9]\d{0,5}$/, { error: 'must be a page number from 1' })
    .transform(Number)
    .optional(),
  perPage: z
    .string()
    .regex(/^\d{1,3}$/, { error: 'must be a number from 1 to 100' })
    .transform(Number)
    .pipe(z.number().min(1, { error: 'must be a number from 1 to 100' }).max(100))
    .optional(),
});

export function pageOf<Item extends z.ZodType>(item: Item) {
  return z.object({
    items: z.array(item),
    page: z.number().int().positive(),
    perPage: z.number().int().positive(),
    totalItems: z.number().int().nonnegative(),
    totalPages: z.number().int().nonnegative(),
  });
}

/** An email address a person types: trimmed and lower-cased before it is checked. */
export const emailAddress = z
  .string({ error: 'Enter your email address' })
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: 'Enter an email address like name@example.com' }));

/**
 * The random id a browser keeps in a cookie so the gateway can recognise it again (one vote per
 * poll, a limit on contact messages) without knowing who it is; stored only as a hash.
 */
export const browserClientId = z
  .string({ error: 'must be the random id the site keeps for this browser' })
  .regex(/^[A-Za-z0-9_-]{16,64}$/, {
    error: 'must be the random id the site keeps for this browser',
  });

/** A required line of text a person types, trimmed, with messages that name it. */
export const requiredText = (label: string, max: number) =>
  z
    .string({ error: `Enter ${label}` })
    .trim()
    .min(1, { error: `Enter ${label}` })
    .max(max, { error: `Keep ${label} to ${max} characters` });

/** A postal address a person types (line 2 optional), its postcode checked and normalised. */
export const postalAddressInput = z.strictObject({
  line1: requiredText('the first line of the address', 100),
  line2: z.string().trim().max(100, { error: 'Keep this line to 100 characters' }).optional(),
  town: requiredText('the town or city', 60),
  postcode: validPostcode,
});
export type PostalAddressInput = z.input<typeof postalAddressInput>;
