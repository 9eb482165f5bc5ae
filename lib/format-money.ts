// Each Intl formatter is made when first used, not as the module loads: the first Intl object a
// page makes loads the browser's locale data (lib/format-number.ts), and formatPence needs none.
let pounds: Intl.NumberFormat | undefined;
let wholePounds: Intl.NumberFormat | undefined;

/** 123456 → '£1,234.56': money is whole pence until it is shown, and rounded only here. */
export function formatPounds(pence: number): string {
  pounds ??= new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });
  return pounds.format(Math.round(pence) / 100);
}

/** 5000 → '£50', 2550 → '£25.50': for offers in copy, where '£50.00' reads oddly. */
export function formatOfferPounds(pence: number): string {
  const rounded = Math.round(pence);
  if (rounded % 100 !== 0) return formatPounds(rounded);
  wholePounds ??= new Intl.NumberFormat('en-GB', {
    style: 'currency',
    currency: 'GBP',
    minimumFractionDigits: 0,
  });
  return wholePounds.format(rounded / 100);
}

/** 27.56 → '27.56p': unit rates and standing charges always show two decimals, as on a bill. */
export const formatPence = (pence: number) => `${pence.toFixed(2)}p`;
