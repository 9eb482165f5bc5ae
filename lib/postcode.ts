// The shape of every UK postcode (Royal Mail's rules as summarised by the ONS), checked after
// normalising: the outward code, a space, then the inward code (a digit and two letters).
const UK_POSTCODE =
  /^(GIR 0AA|[A-PR-UWYZ]([0-9]{1,2}|[A-HK-Y][0-9]{1,2}|[0-9][A-HJKPS-UW]|[A-HK-Y][0-9][ABEHMNPRVWXY]) [0-9][ABD-HJLNP-UW-Z]{2})$/;

/** `' sw1a1aa '` → `'SW1A 1AA'`; null when it is not a UK postcode. */
export function normalisePostcode(input: string): string | null {
  const compact = input.replace(/\s+/g, '').toUpperCase();
  if (compact.length < 5 || compact.length > 7) return null;
  const postcode = `${compact.slice(0, -3)} ${compact.slice(-3)}`;
  return UK_POSTCODE.test(postcode) ? postcode : null;
}

export const POSTCODE_MESSAGES = {
  missing: 'Enter your postcode',
  invalid: 'Enter a full UK postcode, for example SW1A 1AA',
} as const;
