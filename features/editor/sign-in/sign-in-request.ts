import * as z from 'zod/mini';
import { GatewayError, messageForStatus, NETWORK_ERROR_MESSAGE } from '@/lib/gateway/gateway-error';
import type { SignIn } from './sign-in-schema';

export const EDITOR_SESSION_URL = '/api/editor/session';

/** The editor API's refusal: `{ message, statusCode }` (fields never reach the form here). */
const refusalSchema = z.object({ message: z.string() });

/**
 * Signs an editor in (the answer sets their session cookie). A refusal throws a GatewayError
 * with the route's message, as the form kit shows any failed send.
 */
export async function signInToEditor(details: SignIn): Promise<void> {
  let response: Response;
  try {
    response = await fetch(EDITOR_SESSION_URL, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(details),
    });
  } catch (cause) {
    throw new GatewayError(NETWORK_ERROR_MESSAGE, 500, { cause });
  }
  if (response.ok) return;
  const refusal = z.safeParse(refusalSchema, await response.json().catch(() => undefined));
  throw new GatewayError(
    refusal.success ? refusal.data.message : messageForStatus(response.status),
    response.status,
  );
}
