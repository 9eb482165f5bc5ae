const pounds = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });

/** 123456 → '£1,234.56': money is whole pence until it is shown, and rounded only here. */
export function formatPounds(pence: number): string {
  return pounds.format(Math.round(pence) / 100);
}
