import { CROSS_SITE_MESSAGE } from '@/lib/cross-site-request';

/**
 * Who may use the local editor, decided in one place for its pages and its write API. In
 * development the dev server listens on every interface, so only this machine may edit (by the
 * socket's address: a header can name any address), under a loopback name. Elsewhere the editor does not exist unless
 * EDITOR_ENABLED is true, and then only signed-in editors may use it.
 */

export type Environment = 'development' | 'staging' | 'production';

export interface EditorRequest {
  environment: Environment;
  editorEnabled: boolean;
  /** The socket's peer address, never X-Forwarded-For. */
  remoteAddress: string | undefined;
  /** The Host header: the name the browser believes it is talking to. */
  host: string | undefined;
  /** The email of the editor whose session cookie checked out, if any. */
  signedInEditor: string | null;
  /** A request that changes something (anything but GET and HEAD). */
  writes: boolean;
  crossSite: boolean;
}

export type EditorAccess =
  { allowed: true; who: string } | { allowed: false; status: 401 | 403 | 404; message: string };

/** How history names changes made in development, where nobody signs in. */
export const LOCAL_DEVELOPER = 'local developer';

export const EDITOR_OFF_MESSAGE = 'This page could not be found.';
export const NOT_THIS_MACHINE_MESSAGE =
  'In development the editor answers requests from this computer only.';
export const LOOPBACK_HOST_MESSAGE =
  'In development open the editor at localhost, 127.0.0.1 or [::1] on this computer.';
export const SIGN_IN_MESSAGE = 'Please sign in to the editor.';

/** 127.0.0.0/8, ::1, and IPv4 loopback as a dual-stack socket shows it (::ffff:127.x.x.x). */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const ipv4 = /^(?:::ffff:)?(\d{1,3})\.\d{1,3}\.\d{1,3}\.\d{1,3}$/i.exec(address);
  if (ipv4) return ipv4[1] === '127';
  return address === '::1' || address === '0:0:0:0:0:0:0:1';
}

/**
 * `localhost`, `127.0.0.1` or `[::1]`, with or without a port. A page of another site whose
 * name an attacker points at 127.0.0.1 (DNS rebinding) reaches the dev server from this
 * machine's own browser, but sends its own name as the Host.
 */
export function isLoopbackHost(host: string | undefined): boolean {
  return host !== undefined && /^(?:localhost|127\.0\.0\.1|\[::1\])(?::\d{1,5})?$/i.test(host);
}

export function decideEditorAccess(request: EditorRequest): EditorAccess {
  const { environment, editorEnabled, remoteAddress, host, signedInEditor, writes, crossSite } =
    request;
  if (environment === 'development') {
    if (!isLoopback(remoteAddress))
      return { allowed: false, status: 403, message: NOT_THIS_MACHINE_MESSAGE };
    if (!isLoopbackHost(host))
      return { allowed: false, status: 403, message: LOOPBACK_HOST_MESSAGE };
  } else if (!editorEnabled) {
    return { allowed: false, status: 404, message: EDITOR_OFF_MESSAGE };
  }
  if (writes && crossSite) return { allowed: false, status: 403, message: CROSS_SITE_MESSAGE };
  if (environment === 'development') return { allowed: true, who: LOCAL_DEVELOPER };
  if (!signedInEditor) return { allowed: false, status: 401, message: SIGN_IN_MESSAGE };
  return { allowed: true, who: signedInEditor };
}
