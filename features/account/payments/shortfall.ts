import type { DirectDebitForecast } from '@/lib/gateway/contract/payments';

/**
 * How far twelve payments of `amountPence` fall short of what the forecast expects the next
 * 12 months to need (after the balance); 0 when they cover it.
 */
export function yearlyShortfallPence(forecast: DirectDebitForecast, amountPence: number): number {
  return Math.max(0, forecast.toPayPence - 12 * amountPence);
}
