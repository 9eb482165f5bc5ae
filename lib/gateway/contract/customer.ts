import { z } from 'zod';
import {
  address,
  entityId,
  fuel,
  idParams,
  isoDate,
  isoDateTime,
  postalAddressInput,
  requiredText,
} from './common';
import { defineEndpoint } from './endpoint';
import { titles } from './titles';

export { titles };

/** UK landline or mobile, stored without spaces: 07700900123 or +447700900123. */
export const ukPhone = z
  .string()
  .transform((phone) => phone.replace(/[\s()-]/g, ''))
  .pipe(
    z.string().regex(/^(?:0|\+44)(?:7\d{9}|[1-3]\d{8,9})$/, {
      error: 'Enter a UK phone number, like 07700 900123',
    }),
  );

/** How a customer's bills and letters reach them: printed as usual, or in an accessible format. */
export const billFormats = ['standard', 'large-print', 'braille', 'audio'] as const;
export type BillFormat = (typeof billFormats)[number];

/** Why a customer's name is changing: staff ask for the evidence that goes with each. */
export const nameChangeReasons = [
  'marriage',
  'divorce',
  'deed-poll',
  'correction',
  'other',
] as const;
export type NameChangeReason = (typeof nameChangeReasons)[number];

export const NAME_CHANGE_DETAILS_MAX = 500;

export const nameChangeRequest = z
  .object({
    id: entityId,
    firstName: z.string(),
    lastName: z.string(),
    reason: z.enum(nameChangeReasons),
    details: z.string().nullable(),
    status: z.enum(['Pending', 'Completed', 'Declined']),
    requestedAt: isoDateTime,
  })
  .meta({ id: 'NameChangeRequest' });
export type NameChangeRequest = z.infer<typeof nameChangeRequest>;

export const customer = z
  .object({
    id: entityId,
    title: z.enum(titles).nullable(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.email(),
    phone: z.string().nullable(),
    dateOfBirth: isoDate.nullable(),
    marketingConsent: z.boolean(),
    evMarketingConsent: z.boolean(),
    admin: z.boolean(),
    /** Where letters and bills go; null: to each account's supply address. */
    correspondenceAddress: address.nullable(),
    billFormat: z.enum(billFormats),
    /** A change of name the customer asked for that staff have not dealt with yet. */
    pendingNameChange: nameChangeRequest.nullable(),
    /** A new login email waiting for the link sent to it to be opened, until it expires. */
    pendingEmail: z.object({ email: z.email(), expiresAt: isoDateTime }).nullable(),
  })
  .meta({ id: 'Customer' });
export type Customer = z.infer<typeof customer>;

/** SPEC §3's fuel labels: 'ElecAndGas' is shown as 'Gas & electricity'. */
export const supplyFuel = z.enum(['Electricity', 'ElecAndGas', 'Gas']);
export type SupplyFuel = z.infer<typeof supplyFuel>;

/** Where an account stands: still switching to us, supplied, or the customer is moving out. */
export const accountStatuses = ['setting-up', 'active', 'moving-out'] as const;
export type AccountStatus = (typeof accountStatuses)[number];

export const accountSummary = z
  .object({
    id: entityId,
    number: z.string(),
    supplyAddress: address,
    fuelType: supplyFuel,
    fuels: z.array(fuel),
    openedOn: isoDate,
    status: z.enum(accountStatuses),
  })
  .meta({ id: 'AccountSummary' });
export type AccountSummary = z.infer<typeof accountSummary>;

export const me = z
  .object({ customer, accounts: z.array(accountSummary) })
  .meta({ id: 'CustomerWithAccounts' });

/** How long the link that confirms a new login email works. */
export const EMAIL_LINK_HOURS = 24;

export const EMAIL_LINK_EXPIRED_MESSAGE =
  'This link has expired or has been used. To change your email address, enter it again in ' +
  'your personal details.';

export const EMAIL_TAKEN_SINCE_MESSAGE =
  'This email address has been used for another account since you asked, so your login has ' +
  'stayed as it was. Choose another email address in your personal details.';

export const EMAIL_NEEDS_PASSWORD_MESSAGE =
  'Enter your current password to change your email address';

/**
 * Contact details and preferences a customer may change themselves. A new email address is
 * where a login goes, so it needs the current password too (the gateway checks it).
 */
export const customerUpdate = z
  .strictObject({
    title: z.enum(titles, { error: `Choose one of ${titles.join(', ')}` }).optional(),
    email: z
      .string()
      .trim()
      .toLowerCase()
      .pipe(z.email({ error: 'Enter a valid email address' }))
      .optional(),
    currentPassword: z.string().max(256).optional(),
    phone: ukPhone.optional(),
    /** null: send letters to the supply address again. */
    correspondenceAddress: postalAddressInput.nullable().optional(),
    billFormat: z
      .enum(billFormats, { error: `Choose one of ${billFormats.join(', ')}` })
      .optional(),
    marketingConsent: z.boolean().optional(),
    evMarketingConsent: z.boolean().optional(),
  })
  .refine(
    ({ currentPassword: _password, ...update }) =>
      Object.values(update).some((value) => value !== undefined),
    { error: 'Change at least one detail' },
  )
  .refine((update) => update.email === undefined || Boolean(update.currentPassword), {
    error: EMAIL_NEEDS_PASSWORD_MESSAGE,
    path: ['currentPassword'],
  })
  .meta({ id: 'CustomerUpdate' });
export type CustomerUpdate = z.input<typeof customerUpdate>;

export const getMe = defineEndpoint({
  method: 'get',
  path: '/api/v1/customers/me',
  summary: 'The signed-in customer and their accounts',
  tag: 'customer',
  auth: 'bearer',
  response: me,
  status: 200,
});

export const updateCustomer = defineEndpoint({
  method: 'patch',
  path: '/api/v1/customers/{id}',
  summary: "Change the customer's contact details and marketing preferences",
  tag: 'customer',
  auth: 'bearer',
  params: idParams,
  body: customerUpdate,
  response: customer,
  status: 200,
  errors: [404, 409, 422, 429],
});

export const nameChangeRequestInput = z
  .strictObject({
    firstName: requiredText('your new first name', 50),
    lastName: requiredText('your new last name', 50),
    reason: z.enum(nameChangeReasons, { error: 'Choose why your name is changing' }),
    details: z
      .string()
      .trim()
      .max(NAME_CHANGE_DETAILS_MAX, {
        error: `Keep this to ${NAME_CHANGE_DETAILS_MAX} characters`,
      })
      .optional(),
  })
  .refine((input) => input.reason !== 'other' || Boolean(input.details), {
    error: 'Tell us why your name is changing',
    path: ['details'],
  })
  .meta({ id: 'NameChangeRequestInput' });
export type NameChangeRequestInput = z.input<typeof nameChangeRequestInput>;

export const requestNameChange = defineEndpoint({
  method: 'post',
  path: '/api/v1/customers/{id}/name-change-requests',
  summary: 'Ask for a change of name, which staff check before they apply it',
  tag: 'customer',
  auth: 'bearer',
  idempotent: true,
  params: idParams,
  body: nameChangeRequestInput,
  response: nameChangeRequest,
  status: 201,
  errors: [404, 409],
});
