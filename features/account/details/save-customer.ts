import type { CustomerUpdate } from '@/lib/gateway/contract/customer';

/** Sends a change of details; the gateway client (and its zod) loads on first use. */
export async function saveCustomer(customerId: number, update: CustomerUpdate) {
  return (await import('@/lib/gateway/customers')).updateCustomer(customerId, update);
}
