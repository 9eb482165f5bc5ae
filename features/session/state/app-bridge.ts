import * as z from 'zod/mini';
import { gatewaySessionSchema, type SessionGrant } from './session-grant';

/**
 * The So Energy mobile app shows the account pages in a React Native webview and owns the
 * session there: the page asks it for the token and waits for its answer instead of using
 * refresh cookies.
 *
 * Page → app (`window.ReactNativeWebView.postMessage`, JSON text):
 *   { "type": "REQUEST_TOKEN" }  when the page loads and whenever the session is due for renewal
 *   { "type": "LOGOUT" }         when the customer signs out
 * App → page (a `message` event on window or document, JSON text or an object):
 *   { "type": "UPDATE_TOKEN", "session": { token, exp, email, refresh_token_exp } | null,
 *     "longLived": true }       the app's current session, or null when it has none
 */
export const APP_USER_AGENT_MARKER = 'SoEnergyApp';

declare global {
  interface Window {
    ReactNativeWebView?: { postMessage(message: string): void };
  }
}

export function isInAppWebview(win: Window): boolean {
  return (
    typeof win.ReactNativeWebView?.postMessage === 'function' ||
    win.navigator.userAgent.includes(APP_USER_AGENT_MARKER)
  );
}

const updateTokenSchema = z.object({
  type: z.literal('UPDATE_TOKEN'),
  session: z.nullable(gatewaySessionSchema),
  longLived: z._default(z.boolean(), true),
});

function parseUpdate(data: unknown): SessionGrant | null | undefined {
  let value = data;
  if (typeof data === 'string') {
    try {
      value = JSON.parse(data);
    } catch {
      return undefined;
    }
  }
  const update = updateTokenSchema.safeParse(value);
  if (!update.success) return undefined;
  return update.data.session && { session: update.data.session, longLived: update.data.longLived };
}

export class AppBridgeError extends Error {
  constructor() {
    super('The app did not send your session. Please close and reopen the app.');
    this.name = 'AppBridgeError';
  }
}

export interface AppBridge {
  /** Asks the app for its session: the grant, or null when the app has none. */
  requestSession(): Promise<SessionGrant | null>;
  /** Every session update the app sends, asked for or not. */
  watch(listener: (grant: SessionGrant | null) => void): () => void;
  logOut(): void;
}

export function createAppBridge(win: Window, { timeoutMs = 10_000 } = {}): AppBridge {
  const send = (type: 'REQUEST_TOKEN' | 'LOGOUT') =>
    win.ReactNativeWebView?.postMessage(JSON.stringify({ type }));

  function watch(listener: (grant: SessionGrant | null) => void) {
    const onMessage = (event: Event) => {
      if (!(event instanceof MessageEvent)) return;
      // Only the app speaks in this window: it posts from inside the page, never from a frame.
      if (event.source !== null && event.source !== win) return;
      const grant = parseUpdate(event.data);
      if (grant !== undefined) listener(grant);
    };
    win.addEventListener('message', onMessage);
    win.document.addEventListener('message', onMessage);
    return () => {
      win.removeEventListener('message', onMessage);
      win.document.removeEventListener('message', onMessage);
    };
  }

  return {
    requestSession: () =>
      new Promise((resolve, reject) => {
        const timer = win.setTimeout(() => {
          stop();
          reject(new AppBridgeError());
        }, timeoutMs);
        const stop = watch((grant) => {
          win.clearTimeout(timer);
          stop();
          resolve(grant);
        });
        send('REQUEST_TOKEN');
      }),
    watch,
    logOut: () => send('LOGOUT'),
  };
}
