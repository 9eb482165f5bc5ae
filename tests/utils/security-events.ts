import type { SecurityEvent } from '@/lib/gateway/contract/account-security';
import type { StaffSecurityEvent } from '@/lib/gateway/contract/admin';

/** A customer's security event: a login from Chrome on Windows unless told otherwise. */
export const makeSecurityEvent = (overrides: Partial<SecurityEvent> = {}): SecurityEvent => ({
  id: 1,
  kind: 'login',
  occurredAt: '2026-03-15T09:00:00.000Z',
  device: 'Chrome on Windows',
  detail: null,
  ...overrides,
});

/** A security event as staff see it, with the network it came from. */
export const makeStaffSecurityEvent = (
  overrides: Partial<StaffSecurityEvent> = {},
): StaffSecurityEvent => ({
  ...makeSecurityEvent(),
  network: '192.0.2.0/24',
  ...overrides,
});
