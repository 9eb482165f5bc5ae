import * as customer from './contract/customer';
import { gateway, type CallOptions } from './client';

/** The signed-in customer: their details and accounts. */

export const getMe = (options?: CallOptions) => gateway.call(customer.getMe, {}, options);

export const updateCustomer = (id: number, body: customer.CustomerUpdate, options?: CallOptions) =>
  gateway.call(customer.updateCustomer, { params: { id }, body }, options);

/** Pass a fresh `idempotencyKey` per request so a retry cannot record it twice. */
export const requestNameChange = (
  id: number,
  body: customer.NameChangeRequestInput,
  options: CallOptions & { idempotencyKey: string },
) => gateway.call(customer.requestNameChange, { params: { id }, body }, options);
