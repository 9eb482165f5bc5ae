import { formatPounds } from '@/lib/format-money';
import type { DirectDebitForecast } from '@/lib/gateway/contract/payments';
import styles from './payments-screen.module.css';
import { yearlyShortfallPence } from './shortfall';

interface ShortfallWarningProps {
  forecast: DirectDebitForecast;
  amountPence: number;
}

/**
 * What paying less than we recommend means over a year: twelve payments against what the
 * forecast expects the year to need. Nothing when the payments cover it.
 */
export function ShortfallWarning({ forecast, amountPence }: ShortfallWarningProps) {
  const shortfall = yearlyShortfallPence(forecast, amountPence);
  if (shortfall === 0) return null;
  return (
    <p className={styles.warning}>
      At {formatPounds(amountPence)} a month you would pay {formatPounds(12 * amountPence)} over the
      next 12 months: {formatPounds(shortfall)} less than the {formatPounds(forecast.toPayPence)} we
      expect your energy to need. You would build up a debt that you would then have to pay. We
      recommend {formatPounds(forecast.recommendedAmountPence)} a month.
    </p>
  );
}
