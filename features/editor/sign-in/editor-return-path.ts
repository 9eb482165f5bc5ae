import { safeReturnUrl } from '@/features/session';

export const EDITOR_HOME_PATH = '/editor';
export const EDITOR_SIGN_IN_PATH = '/editor/login';

/**
 * Where a signed-in editor goes: the editor page in `?next=` when it is one on this site
 * (not the sign-in page itself), else the editor's home.
 */
export function editorReturnPath(next: unknown): string {
  const path = safeReturnUrl(next);
  const pathname = path.split(/[?#]/, 1)[0];
  const inEditor = pathname === EDITOR_HOME_PATH || pathname?.startsWith(`${EDITOR_HOME_PATH}/`);
  return inEditor && pathname !== EDITOR_SIGN_IN_PATH ? path : EDITOR_HOME_PATH;
}
