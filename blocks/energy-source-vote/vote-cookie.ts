import Cookies from 'js-cookie';

/**
 * Remembers, in this browser, the option it voted for in a poll: the page then shows the
 * results instead of the form. (The gateway also counts one vote per browser id.)
 */
const cookieName = (pollId: string) => `so_vote_${pollId}`;
const LIFETIME_DAYS = 365;

export function votedOption(pollId: string): string | null {
  return Cookies.get(cookieName(pollId)) ?? null;
}

export function rememberVote(pollId: string, optionId: string): void {
  Cookies.set(cookieName(pollId), optionId, {
    expires: LIFETIME_DAYS,
    sameSite: 'Lax',
    secure: window.location.protocol === 'https:',
    path: '/',
  });
}
