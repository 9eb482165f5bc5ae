import type { ReactNode } from 'react';
import { Link } from '@/lib/ui/link';
import { ACCOUNT_HOME_PATH, LOGIN_PATH } from '../return-url';

const ONWARD = {
  account: { href: ACCOUNT_HOME_PATH, label: 'Go to your account' },
  /** After a link that ended the customer's sessions. */
  logIn: { href: LOGIN_PATH, label: 'Log in to your account' },
} as const;

/** What an emailed link did, in words, then the way on from it. */
export function LinkDone({
  children,
  onward,
}: {
  children: ReactNode;
  onward: keyof typeof ONWARD;
}) {
  const { href, label } = ONWARD[onward];
  return (
    <>
      {children}
      <p>
        <Link href={href}>{label}</Link>
      </p>
    </>
  );
}
