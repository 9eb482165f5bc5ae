import type { MeterPoint, Reading } from '@/lib/gateway/contract/readings';

export const UNIT_SYMBOLS = { kWh: 'kWh', m3: 'm³' } as const;

const REGISTER_LABELS = { standard: 'Reading', day: 'Day reading', night: 'Night reading' };

/** The field's label: 'Reading', or 'Day reading' and 'Night reading' on Economy 7. */
export const registerLabel = (register: MeterPoint['registers'][number]) =>
  `${REGISTER_LABELS[register.name]} (${UNIT_SYMBOLS[register.unit]})`;

const REGISTER_COLUMNS = { standard: 'Reading', day: 'Day', night: 'Night' };

/** The history's column: 'Reading (kWh)', or 'Day (kWh)' and 'Night (kWh)' on Economy 7. */
export const registerColumn = (register: MeterPoint['registers'][number]) =>
  `${REGISTER_COLUMNS[register.name]} (${UNIT_SYMBOLS[register.unit]})`;

/** Where a reading came from, in words. */
export function sourceWords(reading: Pick<Reading, 'source' | 'replaced'>): string {
  if (reading.source === 'customer') return 'Actual: you sent it';
  if (reading.source === 'smart') return 'Actual: from your smart meter';
  return reading.replaced ? 'Estimated, replaced by your reading' : 'Estimated by us';
}

const METER_TYPES = { smart: 'smart meter', economy7: 'Economy 7 meter', standard: 'meter' };
const FUELS = { electricity: 'Electricity', gas: 'Gas' };

/** 'Electricity Economy 7 meter E10Z654321'. */
export const meterName = (meter: MeterPoint) =>
  `${FUELS[meter.fuel]} ${METER_TYPES[meter.meterType]} ${meter.serialNumber}`;
