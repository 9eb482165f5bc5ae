export { SessionProvider } from './session-provider';
export { useSession } from './session-context';
export type { SessionContextValue } from './session-context';
export { AccountAreaGuard } from './account-area-guard';
export { ACCOUNT_HOME_PATH, LOGIN_PATH, loginPathFor, safeReturnUrl } from './return-url';
export type { Credentials } from './session-source';
export type { SessionStatus } from './session-store';
