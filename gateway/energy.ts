/** Domestic gas and electricity carry VAT at the reduced rate. */
export const VAT_PERCENT = 5;

/** Gas meters count cubic metres; kWh = m³ × volume correction × calorific value ÷ 3.6. */
export const GAS_KWH_PER_CUBIC_METRE = (1.02264 * 39.5) / 3.6;

/** A VAT-exclusive price in pence with VAT added, to two decimal places. */
export function withVat(pence: number): number {
  return Math.round(pence * (100 + VAT_PERCENT)) / 100;
}
