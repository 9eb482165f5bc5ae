import type { SecurityEvent } from '@/lib/gateway/contract/account-security';
import { makeStaffSecurityEvent } from '@/tests/utils/security-events';
import {
  securityEventDevice,
  securityEventWords,
  staffSecurityEventWords,
} from './security-event-words';

type Case = [Partial<SecurityEvent>, customer: string, staff: string];

describe('security event words', () => {
  it.each<Case>([
    [{ kind: 'login' }, 'Logged in on Chrome on Windows', 'Logged in'],
    [{ kind: 'login', device: null }, 'Logged in', 'Logged in'],
    [
      { kind: 'failed-login' },
      'Wrong password entered on Chrome on Windows',
      'Wrong password at login',
    ],
    [
      { kind: 'failed-login', detail: 'current-password' },
      'Wrong password entered to confirm a change on Chrome on Windows',
      'Wrong password confirming a change',
    ],
    [
      { kind: 'failed-login', detail: 'code' },
      'Wrong authenticator code entered on Chrome on Windows',
      'Wrong authenticator code',
    ],
    [
      { kind: 'login-paused' },
      'Logins paused after too many wrong passwords',
      'Logins paused from this address',
    ],
    [
      { kind: 'login-paused', detail: 'everywhere' },
      'Logins paused everywhere after too many wrong passwords',
      'Logins paused from every address',
    ],
    [{ kind: 'password-changed' }, 'Password changed', 'Password changed'],
    [
      { kind: 'password-changed', detail: 'sign-up' },
      'Password changed to the one chosen in a sign-up you accepted',
      'Password taken over by a sign-up they accepted',
    ],
    [
      { kind: 'password-reset' },
      'Password reset with a link we emailed you',
      'Password reset by emailed link',
    ],
    [{ kind: 'email-changed' }, 'Email address changed', 'Email address changed'],
    [
      { kind: 'bank-details-changed', detail: '40318275' },
      'Bank details changed for account 40318275',
      'Bank details changed for account 40318275',
    ],
    [
      { kind: 'staff-read', device: null, detail: '40318275' },
      'So Energy staff viewed your account 40318275',
      'Staff opened account 40318275',
    ],
    [
      { kind: 'staff-read', device: null },
      'So Energy staff viewed your account',
      'Staff opened account',
    ],
  ])('%o: “%s” to the customer, “%s” to staff', (overrides, customer, staff) => {
    const event = makeStaffSecurityEvent(overrides);
    expect(securityEventWords(event)).toBe(customer);
    expect(staffSecurityEventWords(event)).toBe(staff);
  });

  it.each<[Partial<SecurityEvent>, string | null]>([
    [{ kind: 'login' }, null],
    [{ kind: 'failed-login' }, null],
    [{ kind: 'password-changed' }, 'Chrome on Windows'],
    [{ kind: 'staff-read', device: null }, null],
  ])('names the device of %o beside its words only when they do not: %s', (overrides, device) => {
    expect(securityEventDevice(makeStaffSecurityEvent(overrides))).toBe(device);
  });
});
