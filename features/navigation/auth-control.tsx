import { Link } from '@/lib/ui/link';
import { useEffect, useRef } from 'react';

export const LOGIN_PATH = '/accounts/login';

interface AuthControlProps {
  signedIn: boolean;
  onSignOut: () => void;
  className?: string;
}

/** 'Log in' for visitors, 'Sign out' for signed-in customers. */
export function AuthControl({ signedIn, onSignOut, className }: AuthControlProps) {
  const logInRef = useRef<HTMLAnchorElement>(null);
  const signingOut = useRef(false);

  useEffect(() => {
    // The Sign out button that had focus is gone: Log in, in its place, takes focus, not the page.
    if (!signedIn && signingOut.current && document.activeElement === document.body) {
      logInRef.current?.focus();
    }
    signingOut.current = false;
  }, [signedIn]);

  return signedIn ? (
    <button
      type="button"
      className={className}
      onClick={() => {
        signingOut.current = true;
        onSignOut();
      }}
      data-menubar-item=""
    >
      Sign out
    </button>
  ) : (
    <Link ref={logInRef} href={LOGIN_PATH} className={className} data-menubar-item="">
      Log in
    </Link>
  );
}
