import { z } from 'zod';
import { idParams, address, entityId, fuel, isoDate } from './common';
import { defineEndpoint } from './endpoint';

export const titles = ['Mr', 'Mrs', 'Miss', 'Ms', 'Mx', 'Dr'] as const;

/** UK landline or mobile, stored without spaces: 07700900123 or +447700900123. */
export const ukPhone = z
  .string()
  .transform((phone) => phone.replace(/[\s()-]/g, ''))
  .pipe(
    z.string().regex(/^(?:0|\+44)(?:7\d{9}|[1-3]\d{8,9})$/, {
      error: 'Enter a UK phone number, like 07700 900123',
    }),
  );

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
  })
  .meta({ id: 'Customer' });
export type Customer = z.infer<typeof customer>;

/** SPEC §3's fuel labels: 'ElecAndGas' is shown as 'Gas & electricity'. */
export const supplyFuel = z.enum(['Electricity', 'ElecAndGas', 'Gas']);
export type SupplyFuel = z.infer<typeof supplyFuel>;

export const accountSummary = z
  .object({
    id: entityId,
    number: z.string(),
    supplyAddress: address,
    fuelType: supplyFuel,
    fuels: z.array(fuel),
    openedOn: isoDate,
  })
  .meta({ id: 'AccountSummary' });
export type AccountSummary = z.infer<typeof accountSummary>;

export const me = z
  .object({ customer, accounts: z.array(accountSummary) })
  .meta({ id: 'CustomerWithAccounts' });

/** Contact details and marketing preferences a customer may change themselves. */
export const customerUpdate = z
  .strictObject({
    title: z.enum(titles, { error: `Choose one of ${titles.join(', ')}` }).optional(),
    email: z
      .string()
      .trim()
      .toLowerCase()
      .pipe(z.email({ error: 'Enter a valid email address' }))
      .optional(),
    phone: ukPhone.optional(),
    marketingConsent: z.boolean().optional(),
    evMarketingConsent: z.boolean().optional(),
  })
  .refine((update) => Object.keys(update).length > 0, {
    error: 'Change at least one detail',
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
  errors: [403, 404, 409],
});
