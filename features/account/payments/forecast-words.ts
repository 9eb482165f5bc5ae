import { formatPence } from '@/lib/format-money';
import type { ForecastLine } from '@/lib/gateway/contract/payments';
import { rateLabel } from '@/lib/rate-label';
import { formatQuantity } from '../balance/bill-figures';

const FUEL_NAMES: Record<ForecastLine['fuel'], string> = { electricity: 'Electricity', gas: 'Gas' };

/** 'Electricity', 'Electricity, night rate', 'Gas standing charge'. */
export function forecastLineName(line: ForecastLine): string {
  const fuel = FUEL_NAMES[line.fuel];
  if (line.kind === 'standing_charge') return `${fuel} standing charge`;
  if (line.registerName === null || line.registerName === 'standard') return fuel;
  return `${fuel}, ${rateLabel(line.registerName).toLowerCase()} rate`;
}

/** '2,900 kWh × 26.10p', '365 days × 50.93p': the sum a line's cost comes from. */
export function forecastLineSum(line: ForecastLine): string {
  const per = line.unit === 'kWh' ? 'kWh' : 'day';
  return `${formatQuantity(line.quantity)} ${line.unit} × ${formatPence(line.ratePence)} a ${per}`;
}
