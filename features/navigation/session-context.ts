import { createContext, useContext } from 'react';
import { signedOutUserStatus, type Renewal, type UserStatus } from './user-status';

/**
 * What the header needs to know about the visitor's session. The session feature provides it
 * (wrapping the app in NavigationSessionContext.Provider); until then everyone is signed out.
 */
export interface NavigationSession {
  /** userStatus.userSignedIn says whether the visitor is signed in. */
  userStatus: UserStatus;
  renewals: Renewal[];
  moveOutRecordFetched: boolean;
  /** The account being viewed, for the pending-renewal rule. */
  accountNumber?: string;
  agreementId?: string;
  signOut: () => void | Promise<void>;
}

export const signedOutSession: NavigationSession = {
  userStatus: signedOutUserStatus,
  renewals: [],
  moveOutRecordFetched: false,
  signOut: () => {},
};

export const NavigationSessionContext = createContext<NavigationSession>(signedOutSession);

export function useNavigationSession(): NavigationSession {
  return useContext(NavigationSessionContext);
}
