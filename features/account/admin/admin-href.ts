import { sectionPath } from '@/features/session';

export const ADMIN_PATH = sectionPath('admin');

interface AdminAddress {
  /** The search, as sent. */
  query?: string | null;
  /** The account looked at, by its id. */
  account?: number | null;
}

/**
 * The Admin screen's address: `?query=` keeps a search through a reload or Back, and
 * `&account=` makes a look at an account a link.
 */
export function adminHref({ query, account }: AdminAddress) {
  return {
    pathname: ADMIN_PATH,
    query: {
      ...(query ? { query } : {}),
      ...(account ? { account: String(account) } : {}),
    },
  };
}

/** The search in the address, or null. */
export function searchFrom(value: string | string[] | undefined): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

/**
 * The id of the account the address asks to see; null for none, 'unreadable' for a value that
 * names no account (an edited or broken link).
 */
export function accountFrom(value: string | string[] | undefined): number | null | 'unreadable' {
  if (value === undefined) return null;
  return typeof value === 'string' && /^[1-9]\d{0,15}$/.test(value) ? Number(value) : 'unreadable';
}
