/**
 * Storyblok's `*` wildcards (`like`, `by_slugs`, `excluding_slugs`), matched without a regular
 * expression: patterns come from the query string, and a regex built from `*e*e*e…x`
 * backtracks exponentially. Here each piece between stars is searched for once, left to right,
 * with no going back: the work is at most the value's length times the pattern's.
 */

/** Longer patterns are refused with a 400 (no story field needs one). */
export const MAX_WILDCARD_PATTERN_LENGTH = 200;

export function matchesWildcard(pattern: string, value: string): boolean {
  const parts = pattern.split('*');
  const first = parts[0] ?? '';
  if (parts.length === 1) return value === first;
  const last = parts[parts.length - 1] ?? '';
  if (first.length + last.length > value.length) return false;
  if (!value.startsWith(first) || !value.endsWith(last)) return false;

  // The first and last pieces are pinned to the ends; each middle piece may go anywhere in
  // between, and taking its leftmost place leaves the most room for the pieces after it.
  const end = value.length - last.length;
  let from = first.length;
  for (const piece of parts.slice(1, -1)) {
    const at = value.indexOf(piece, from);
    if (at === -1 || at + piece.length > end) return false;
    from = at + piece.length;
  }
  return true;
}
