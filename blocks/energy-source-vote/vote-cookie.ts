import { getCookie, setCookie } from '@/lib/cookies';

/**
 * Remembers, in this browser, the option it voted for in a poll: the page then shows the
 * results instead of the form. (The gateway also counts one vote per browser id.)
 */
const cookieName = (pollId: string) => `so_vote_${pollId}`;
const LIFETIME_DAYS = 365;

export function votedOption(pollId: string): string | null {
  return getCookie(cookieName(pollId)) ?? null;
}

export function rememberVote(pollId: string, optionId: string): void {
  setCookie(cookieName(pollId), optionId, { days: LIFETIME_DAYS });
}
