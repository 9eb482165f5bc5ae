import { formatLongDate } from '@/lib/format-date';
import { formatPounds } from '@/lib/format-money';
import type { Payments } from '@/lib/gateway/contract/payments';
import panels from '../screen/panels.module.css';
import { forecastLineName, forecastLineSum } from './forecast-words';
import styles from './payments-screen.module.css';
import { ShortfallWarning } from './shortfall-warning';

/** Credit lowers what the year needs, a debt raises it: '− £123.45 your credit'. */
function balanceRow(balancePence: number) {
  if (balancePence > 0)
    return { label: 'Less your credit', figure: `−${formatPounds(balancePence)}` };
  if (balancePence < 0)
    return { label: 'Plus what you owe', figure: `+${formatPounds(-balancePence)}` };
  return { label: 'Your balance', figure: formatPounds(0) };
}

/**
 * Direct Debit explained: the recommended amount as a sum, line by line, from the expected use
 * at today's prices to the rounding, so a customer can check every figure.
 */
export function ForecastSection({ payments }: { payments: Payments }) {
  const { forecast, directDebit } = payments;
  const balance = balanceRow(forecast.balancePence);
  const recommended = formatPounds(forecast.recommendedAmountPence);
  return (
    <section
      className={`${panels.panel} ${styles.forecastSize}`}
      aria-labelledby="forecast-heading"
    >
      <h2 id="forecast-heading" className={panels.panelHeading}>
        How we worked out {recommended} a month
      </h2>
      <p>
        We recommend a monthly payment that covers the energy we expect you to use over the next 12
        months at today&apos;s prices, taking your balance into account. If your prices or your use
        change, we will work it out again.
      </p>
      {forecast.lines.length === 0 && (
        <p>We have no estimate of your energy use yet, so we recommend the minimum payment.</p>
      )}
      <table className={panels.table}>
        <caption className={panels.caption}>
          Your expected energy costs from {formatLongDate(forecast.from)} to{' '}
          {formatLongDate(forecast.to)}, at today&apos;s prices including VAT
        </caption>
        <thead>
          <tr>
            <th scope="col">What</th>
            <th scope="col">Worked out as</th>
            <th scope="col" className={panels.number}>
              Cost
            </th>
          </tr>
        </thead>
        <tbody>
          {forecast.lines.map((line) => (
            <tr key={`${line.fuel}-${line.kind}-${line.registerName ?? ''}`}>
              <th scope="row">{forecastLineName(line)}</th>
              <td>{forecastLineSum(line)}</td>
              <td className={panels.number}>{formatPounds(line.amountPence)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Expected cost for the year</th>
            <td>The lines above added up</td>
            <td className={panels.number}>{formatPounds(forecast.yearlyCostPence)}</td>
          </tr>
          <tr>
            <th scope="row">{balance.label}</th>
            <td>Your balance today</td>
            <td className={panels.number}>{balance.figure}</td>
          </tr>
          <tr>
            <th scope="row">To pay over the next 12 months</th>
            <td />
            <td className={panels.number}>{formatPounds(forecast.toPayPence)}</td>
          </tr>
          <tr>
            <th scope="row">Each month</th>
            <td>{formatPounds(forecast.toPayPence)} ÷ 12, rounded up to the penny</td>
            <td className={panels.number}>{formatPounds(forecast.monthlyPence)}</td>
          </tr>
          <tr className={styles.total}>
            <th scope="row">Recommended monthly payment</th>
            <td>
              Rounded up to the next {formatPounds(forecast.roundUpToPence)}, and at least{' '}
              {formatPounds(forecast.minimumPence)}
            </td>
            <td className={panels.number}>{recommended}</td>
          </tr>
        </tfoot>
      </table>
      {directDebit && (
        <ShortfallWarning forecast={forecast} amountPence={directDebit.amountPence} />
      )}
    </section>
  );
}
