/** Domestic gas and electricity carry VAT at the reduced rate. */
export const VAT_PERCENT = 5;

/** Gas meters count cubic metres; kWh = m³ × volume correction × calorific value ÷ 3.6. */
export const GAS_VOLUME_CORRECTION = 1.02264;

/** The calorific value of the gas we bill at, in megajoules per cubic metre. */
export const GAS_CALORIFIC_VALUE = 39.5;

/** kWh in cubic metres of gas of a given calorific value (MJ/m³). */
export function gasKwh(cubicMetres: number, calorificValue = GAS_CALORIFIC_VALUE): number {
  return (cubicMetres * GAS_VOLUME_CORRECTION * calorificValue) / 3.6;
}

export const GAS_KWH_PER_CUBIC_METRE = gasKwh(1);

/**
 * A VAT-inclusive price in hundredths of a penny (2756 = 27.56p) without its VAT, in
 * ten-thousandths of a penny (262476 = 26.2476p): the four decimal places a bill prints.
 */
export function exVatX10000(incVatX100: number): number {
  return Math.round((incVatX100 * 100 * 100) / (100 + VAT_PERCENT));
}
