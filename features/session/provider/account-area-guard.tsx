import { useRouter } from 'next/router';
import { useEffect, type ReactNode } from 'react';
import { useMinimumDisplay } from '@/lib/ui/use-minimum-display';
import { isGuardedPath, loginPathFor } from '../return-url';
import { useSession } from './session-context';
import { SessionPending } from '../login/session-pending';

/**
 * Wraps every page. Under /accounts (except the login page) it shows the page only to a
 * signed-in customer: a placeholder while the session is being found, and the login page, with
 * the way back, for everybody else.
 */
export function AccountAreaGuard({ children }: { children: ReactNode }) {
  const router = useRouter();
  const { status } = useSession();
  const guarded = isGuardedPath(router.pathname);
  const mustLogIn = guarded && status === 'signedOut';
  const pending = useMinimumDisplay(guarded && status !== 'signedIn');

  useEffect(() => {
    if (mustLogIn && router.isReady) void router.replace(loginPathFor(router.asPath));
  }, [mustLogIn, router]);

  if (!pending) return children;
  return <SessionPending />;
}
