import type { SecurityEvent } from '@/lib/gateway/contract/account-security';
import type { StaffSecurityEvent } from '@/lib/gateway/contract/admin';

type Event = Pick<SecurityEvent, 'kind' | 'device' | 'detail'>;

const onDevice = (words: string, { device }: Event) => (device ? `${words} on ${device}` : words);
const forAccount = (words: string, { detail }: Event) => (detail ? `${words} ${detail}` : words);

/** What happened, in the customer's words: "Logged in on Chrome on Windows". */
export function securityEventWords(event: Event): string {
  switch (event.kind) {
    case 'login':
      return onDevice('Logged in', event);
    case 'failed-login':
      if (event.detail === 'code') return onDevice('Wrong authenticator code entered', event);
      if (event.detail === 'current-password') {
        return onDevice('Wrong password entered to confirm a change', event);
      }
      return onDevice('Wrong password entered', event);
    case 'login-paused':
      return event.detail === 'everywhere'
        ? 'Logins paused everywhere after too many wrong passwords'
        : 'Logins paused after too many wrong passwords';
    case 'password-changed':
      return event.detail === 'sign-up'
        ? 'Password changed to the one chosen in a sign-up you accepted'
        : 'Password changed';
    case 'password-reset':
      return 'Password reset with a link we emailed you';
    case 'email-changed':
      return 'Email address changed';
    case 'bank-details-changed':
      return forAccount('Bank details changed for account', event);
    case 'staff-read':
      return forAccount('So Energy staff viewed your account', event);
  }
}

/**
 * The browser an event came from, when its words do not say it already (a login's and a wrong
 * password's do).
 */
export function securityEventDevice(event: Event): string | null {
  return event.kind === 'login' || event.kind === 'failed-login' ? null : event.device;
}

/** What happened, as staff read it: the customer is "they". */
export function staffSecurityEventWords(event: StaffSecurityEvent): string {
  switch (event.kind) {
    case 'login':
      return 'Logged in';
    case 'failed-login':
      if (event.detail === 'code') return 'Wrong authenticator code';
      if (event.detail === 'current-password') return 'Wrong password confirming a change';
      return 'Wrong password at login';
    case 'login-paused':
      return event.detail === 'everywhere'
        ? 'Logins paused from every address'
        : 'Logins paused from this address';
    case 'password-changed':
      return event.detail === 'sign-up'
        ? 'Password taken over by a sign-up they accepted'
        : 'Password changed';
    case 'password-reset':
      return 'Password reset by emailed link';
    case 'email-changed':
      return 'Email address changed';
    case 'bank-details-changed':
      return forAccount('Bank details changed for account', event);
    case 'staff-read':
      return forAccount('Staff opened account', event);
  }
}
