import * as dataExports from './contract/data-exports';
import { gateway, type CallOptions } from './client';

/** The signed-in customer's archives of their data (UK GDPR Articles 15 and 20). */

export const getDataExports = (options?: CallOptions) =>
  gateway.call(dataExports.getDataExports, {}, options);

/** Pass one `idempotencyKey` per archive asked for, so a retry cannot build two. */
export const requestDataExport = (options: CallOptions & { idempotencyKey: string }) =>
  gateway.call(dataExports.requestDataExport, {}, options);

export const downloadDataExport = (id: number, options?: CallOptions) =>
  gateway.call(dataExports.downloadDataExport, { params: { id } }, options);
