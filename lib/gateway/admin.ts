import * as admin from './contract/admin';
import { gateway, type CallOptions } from './client';

/** The staff Admin screen: finding a customer and looking at their account. Staff only. */

/** Recorded in the audit, like every search. */
export const searchCustomers = (query: string, options?: CallOptions) =>
  gateway.call(admin.searchCustomers, { query: { query } }, options);

/** Recorded in the audit, like every look at an account. */
export const getStaffAccountView = (id: number, options?: CallOptions) =>
  gateway.call(admin.getStaffAccountView, { params: { id } }, options);

export const getStaffActivity = (options?: CallOptions) =>
  gateway.call(admin.getStaffActivity, {}, options);
