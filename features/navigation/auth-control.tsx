import Link from 'next/link';

export const LOGIN_PATH = '/accounts/login';

interface AuthControlProps {
  signedIn: boolean;
  onSignOut: () => void;
  className?: string;
}

/** 'Log in' for visitors, 'Sign out' for signed-in customers. */
export function AuthControl({ signedIn, onSignOut, className }: AuthControlProps) {
  return signedIn ? (
    <button type="button" className={className} onClick={onSignOut} data-menubar-item="">
      Sign out
    </button>
  ) : (
    <Link href={LOGIN_PATH} className={className} data-menubar-item="">
      Log in
    </Link>
  );
}
