const pounds = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });

/** 123456 → '£1,234.56': money is whole pence until it is shown, and rounded only here. */
export function formatPounds(pence: number): string {
  return pounds.format(Math.round(pence) / 100);
}

const wholePounds = new Intl.NumberFormat('en-GB', {
  style: 'currency',
  currency: 'GBP',
  minimumFractionDigits: 0,
});

/** 5000 → '£50', 2550 → '£25.50': for offers in copy, where '£50.00' reads oddly. */
export function formatOfferPounds(pence: number): string {
  const rounded = Math.round(pence);
  return rounded % 100 === 0 ? wholePounds.format(rounded / 100) : formatPounds(rounded);
}

/** 27.56 → '27.56p': unit rates and standing charges always show two decimals, as on a bill. */
export const formatPence = (pence: number) => `${pence.toFixed(2)}p`;
