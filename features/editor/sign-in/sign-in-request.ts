import * as z from 'zod/mini';
import { GatewayError, messageForStatus, NETWORK_ERROR_MESSAGE } from '@/lib/gateway/gateway-error';
import { signInAnswerSchema, type Code, type SignIn, type SignInAnswer } from './sign-in-schema';

export const EDITOR_SESSION_URL = '/api/editor/session';

/**
 * The editor API's refusal: `{ message, statusCode }` (fields never reach the form here), and
 * `step: 'password'` when the sign-in must start again from the password.
 */
const refusalSchema = z.object({
  message: z.string(),
  step: z.optional(z.literal('password')),
});

/** The half-done sign-in is over (too slow, too many wrong codes): back to the password. */
export class SignInAgainError extends GatewayError {
  constructor(message: string, statusCode: number) {
    super(message, statusCode);
    this.name = 'SignInAgainError';
  }
}

async function post(body: SignIn | Code): Promise<SignInAnswer> {
  let response: Response;
  try {
    response = await fetch(EDITOR_SESSION_URL, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
  } catch (cause) {
    throw new GatewayError(NETWORK_ERROR_MESSAGE, 500, { cause });
  }
  const json: unknown = await response.json().catch(() => undefined);
  if (response.ok) {
    const answer = z.safeParse(signInAnswerSchema, json);
    if (answer.success) return answer.data;
    throw new GatewayError(messageForStatus(500), 500);
  }
  const refusal = z.safeParse(refusalSchema, json);
  if (!refusal.success) throw new GatewayError(messageForStatus(response.status), response.status);
  if (refusal.data.step === 'password')
    throw new SignInAgainError(refusal.data.message, response.status);
  throw new GatewayError(refusal.data.message, response.status);
}

/**
 * Checks an editor's email and password: the answer is the second step (a code, or setting up
 * an authenticator app). A refusal throws a GatewayError with the route's message, as the form
 * kit shows any failed send.
 */
export const signInToEditor = (details: SignIn) => post(details);

/** Finishes the sign-in with a code (the session cookie is set when it is right). */
export const sendEditorCode = (code: Code) => post(code);
