/**
 * Everything the session needs from the gateway client, loaded only once somebody signs in or
 * has a session to resume: the client parses answers with the contract's (classic) zod, which
 * marketing pages should not download for signed-out visitors.
 */
export { getAccountState } from '@/lib/gateway/account';
export { getMe } from '@/lib/gateway/customers';
export {
  completeLogIn,
  logIn,
  logOut,
  refreshSession,
  signOutShortLived,
} from '@/lib/gateway/auth';
export { setAccessTokenProvider } from '@/lib/gateway/client';
export { GatewayError } from '@/lib/gateway/gateway-error';
