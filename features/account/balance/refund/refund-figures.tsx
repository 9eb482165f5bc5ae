import { formatLongDate } from '@/lib/format-date';
import { formatPounds } from '@/lib/format-money';
import type { RefundableCredit } from '@/lib/gateway/contract/refunds';
import panels from '../../screen/panels.module.css';

/** How the refundable figure is worked out, line by line: the credit, less what is kept back. */
export function RefundFigures({ credit }: { credit: RefundableCredit }) {
  const lines: [string, number][] = [
    ['Your credit today', credit.balancePence],
    [
      `Your energy from ${formatLongDate(credit.forecastFrom)} to ${formatLongDate(credit.forecastTo)}, forecast from your own use and rates`,
      credit.forecastNeedPence,
    ],
    ['Your Direct Debits over those 12 months', credit.directDebitsPence],
    [
      'Kept back from your credit, for what your Direct Debits will not cover',
      credit.keptBackPence,
    ],
  ];
  return (
    <table className={panels.table}>
      <caption className={panels.caption}>How much we can refund</caption>
      <tbody>
        {lines.map(([line, pence]) => (
          <tr key={line}>
            <th scope="row">{line}</th>
            <td className={panels.number}>{formatPounds(pence)}</td>
          </tr>
        ))}
        <tr>
          <th scope="row">You can ask for up to</th>
          <td className={panels.number}>
            <strong>{formatPounds(credit.refundablePence)}</strong>
          </td>
        </tr>
      </tbody>
    </table>
  );
}
