/** Defaults for the texts editors leave empty; {name} and {reward} are filled in. */
export const DEFAULT_TEXTS = {
  invited: '{name} has invited you to switch to So Energy.',
  offer:
    "Switch using {name}'s link and you'll both get {reward} credit on your energy account " +
    'once your supply starts.',
  unknown:
    "We couldn't find that referral link, so we can't add a friend's reward to your switch. " +
    'Please check the link your friend sent you, or get a quote without it.',
  unchecked:
    "We couldn't check your invitation just now. You can still get a quote: we'll apply " +
    "your friend's reward if the link is valid.",
  cta: 'Get your quote',
} as const;

/** Fills {name} and {reward} in an editor's text. */
export function fillIn(text: string, values: { name: string; reward: string }): string {
  return text.replaceAll('{name}', values.name).replaceAll('{reward}', values.reward);
}

/** The quote journey, carrying the referral code when there is one. */
export function quoteHref(code: string | null): string {
  return code ? `/energy/quote?referral=${encodeURIComponent(code)}` : '/energy/quote';
}
