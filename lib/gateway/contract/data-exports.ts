import { z } from 'zod';
import { entityId, idParams, isoDateTime } from './common';
import { accountSummary, customer } from './customer';
import { defineEndpoint } from './endpoint';

/** How long an archive can be downloaded after it was built (UK GDPR Articles 15 and 20). */
export const DATA_EXPORT_DAYS = 7;

/** A zip: customer.json with its schema.json, and the CSVs of each account. */
export const DATA_EXPORT_CONTENT_TYPE = 'application/zip' as const;

/**
 * An archive of everything held about the signed-in customer: built when asked for, kept for
 * DATA_EXPORT_DAYS, then `expired`: its contents are erased by the gateway's next call about
 * archives.
 */
export const dataExport = z
  .object({
    id: entityId,
    requestedAt: isoDateTime,
    expiresAt: isoDateTime,
    status: z.enum(['ready', 'expired']),
    sizeBytes: z.number().int().nonnegative(),
  })
  .meta({ id: 'DataExport' });
export type DataExport = z.infer<typeof dataExport>;

export const dataExports = z
  .object({
    /** The latest archive asked for; null when the customer has never asked. */
    latest: dataExport.nullable(),
  })
  .meta({ id: 'DataExports' });
export type DataExports = z.infer<typeof dataExports>;

/**
 * The archive itself, as base64 inside JSON so that it travels through the same typed client,
 * bearer token and error shape as every other call; archives are a few hundred kilobytes.
 */
export const dataExportArchive = z
  .object({
    fileName: z.string().regex(/^[\w.-]+\.zip$/),
    contentType: z.literal(DATA_EXPORT_CONTENT_TYPE),
    base64: z.base64(),
  })
  .meta({ id: 'DataExportArchive' });
export type DataExportArchive = z.infer<typeof dataExportArchive>;

export const getDataExports = defineEndpoint({
  method: 'get',
  path: '/api/v1/customers/me/data-exports',
  summary: "The signed-in customer's latest archive of their data, if they have asked for one",
  tag: 'data-exports',
  auth: 'bearer',
  response: dataExports,
  status: 200,
});

export const requestDataExport = defineEndpoint({
  method: 'post',
  path: '/api/v1/customers/me/data-exports',
  summary:
    'Build an archive of everything held about the signed-in customer (customer.json with its JSON schema, and CSVs of bills, transactions, readings and usage for each account), and email them that it is ready',
  tag: 'data-exports',
  auth: 'bearer',
  response: dataExport,
  status: 201,
  idempotent: true,
});

export const downloadDataExport = defineEndpoint({
  method: 'get',
  path: '/api/v1/customers/me/data-exports/{id}/archive',
  summary:
    "Download an archive of the signed-in customer's data, until it expires: 404 for an expired one, and for anyone else's alike",
  tag: 'data-exports',
  auth: 'bearer',
  params: idParams,
  response: dataExportArchive,
  status: 200,
  errors: [404],
});

/** Where customer.json's schema is, inside the archive beside it. */
export const DATA_EXPORT_SCHEMA_FILE = 'schema.json';

/** customer.json: the customer's details and accounts, and the files holding each account's records. */
export const customerDataFile = z
  .object({
    $schema: z.literal(DATA_EXPORT_SCHEMA_FILE),
    generatedAt: isoDateTime,
    customer,
    accounts: z.array(
      accountSummary.extend({
        /** The account's CSV files in the archive: bills, transactions, readings and usage. */
        files: z.array(z.string()),
      }),
    ),
  })
  .meta({
    id: 'CustomerDataFile',
    title: 'Everything So Energy holds about a customer',
  });
export type CustomerDataFile = z.infer<typeof customerDataFile>;
