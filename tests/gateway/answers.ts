import { ACCOUNT_NOT_FOUND_MESSAGE } from '@/gateway/accounts/owned-account';

/** A response as a whole: its status and JSON body, for comparing two answers. */
export async function answerOf(response: Response): Promise<{ status: number; body: unknown }> {
  return { status: response.status, body: await response.json() };
}

/**
 * The answer for an account that does not exist, which someone else's account gets too, so
 * that account ids cannot be tried to find out which there are.
 */
export const UNKNOWN_ACCOUNT_ANSWER = {
  status: 404,
  body: { message: ACCOUNT_NOT_FOUND_MESSAGE, statusCode: 404 },
} as const;
