import { Link } from '@/lib/ui/link';
import { useRouter } from 'next/router';
import { formatLongDate, formatMonthYear } from '@/lib/format-date';
import { formatPounds } from '@/lib/format-money';
import type { Bill, BillLine } from '@/lib/gateway/contract/bills';
import type { AccountSummary } from '@/lib/gateway/contract/customer';
import { Button } from '@/lib/ui/button';
import { LoadFailure } from '@/lib/ui/load-failure';
import { LoadingPlaceholder } from '@/lib/ui/loading-placeholder';
import { ScreenData } from '../screen/screen-data';
import { useBill } from './data/use-bill';
import { BillEnergyLine } from './bill-energy-line';
import { formatBillRate, usesEstimate } from './bill-figures';
import { balanceInWords } from './money';
import styles from './bill-screen.module.css';

const BALANCE_PATH = '/accounts/balance';
/** A link whose id names no bill fails as a bill that is not there does. */
const MISSING_BILL = { statusCode: 404, message: 'That link does not name a bill.' };
const FUELS = [
  { fuel: 'electricity', name: 'Electricity' },
  { fuel: 'gas', name: 'Gas' },
] as const;

function billIdFrom(query: string | string[] | undefined): number | null {
  return typeof query === 'string' && /^[1-9]\d{0,15}$/.test(query) ? Number(query) : null;
}

/** One bill explained (/accounts/balance/bill?id=…), line by line, ready to print. */
export function BillScreen({ account }: { account: AccountSummary }) {
  const router = useRouter();
  const billId = router.isReady ? billIdFrom(router.query.id) : null;
  const { data, error, mutate } = useBill(account.id, billId);
  const missing = router.isReady && billId === null;

  return (
    <ScreenData
      query={{ data, error: missing ? MISSING_BILL : error, mutate }}
      placeholder={<LoadingPlaceholder className={styles.placeholder} label="Loading your bill" />}
      failure={(failed, retry) =>
        failed.statusCode === 404 ? (
          <p className={styles.missing}>
            {failed.message} <Link href={BALANCE_PATH}>See all your bills</Link>.
          </p>
        ) : (
          <LoadFailure message={failed.message} retry={retry} />
        )
      }
    >
      {(bill) => <BillExplained bill={bill} />}
    </ScreenData>
  );
}

function StandingCharge({ line }: { line: BillLine }) {
  return (
    <p className={styles.standing}>
      {line.description}: {line.quantity} days × {formatBillRate(line.ratePence ?? 0)} a day ={' '}
      <strong>{formatPounds(line.amountPence)}</strong>
    </p>
  );
}

function BillExplained({ bill }: { bill: Bill }) {
  const credits = bill.lines.filter((line) => line.kind === 'credit');
  return (
    <article className={styles.bill} aria-labelledby="bill-heading">
      <header className={styles.billHeader}>
        <div>
          <h2 id="bill-heading" className={styles.billHeading}>
            Bill for {formatMonthYear(bill.periodStart)}
          </h2>
          <p className={styles.meta}>
            For {formatLongDate(bill.periodStart)} to {formatLongDate(bill.periodEnd)}, issued on{' '}
            {formatLongDate(bill.issuedOn)}
          </p>
        </div>
        <p className={styles.total}>
          Total <strong>{formatPounds(bill.totalPence)}</strong>
        </p>
        <div className={styles.print}>
          <Button variant="secondary" size="small" onClick={() => window.print()}>
            Print this bill
          </Button>
        </div>
      </header>

      {usesEstimate(bill.lines) && (
        <p className={styles.estimateNote}>
          Part of this bill uses a reading we estimated, because we did not have one from your meter
          on that day. Your next bill will put it right from your next reading.{' '}
          <Link href="/accounts/readings">Send us a meter reading</Link>.
        </p>
      )}

      {FUELS.map(({ fuel, name }) => {
        const lines = bill.lines.filter((line) => line.fuel === fuel);
        if (lines.length === 0) return null;
        return (
          <section key={fuel} className={styles.fuel} aria-labelledby={`bill-${fuel}`}>
            <h3 id={`bill-${fuel}`} className={styles.fuelHeading}>
              {name}
            </h3>
            {lines.map((line, index) =>
              line.kind === 'energy' ? (
                <BillEnergyLine key={index} line={line} />
              ) : (
                <StandingCharge key={index} line={line} />
              ),
            )}
          </section>
        );
      })}

      <table className={styles.summary}>
        <caption className={styles.summaryCaption}>How the total adds up</caption>
        <tbody>
          <tr>
            <th scope="row">Energy and standing charges, before VAT</th>
            <td>{formatPounds(bill.subtotalPence)}</td>
          </tr>
          <tr>
            <th scope="row">VAT at 5% on {formatPounds(bill.subtotalPence)}</th>
            <td>{formatPounds(bill.vatPence)}</td>
          </tr>
          {credits.map((line, index) => (
            <tr key={index}>
              <th scope="row">{line.description}</th>
              <td>−{formatPounds(-line.amountPence)}</td>
            </tr>
          ))}
          <tr className={styles.totalRow}>
            <th scope="row">Total for {formatMonthYear(bill.periodStart)}</th>
            <td>{formatPounds(bill.totalPence)}</td>
          </tr>
        </tbody>
      </table>

      {bill.reconciliation && (
        <section className={styles.reconciliation} aria-labelledby="bill-balance">
          <h3 id="bill-balance" className={styles.fuelHeading}>
            Your balance
          </h3>
          <p>
            Before this bill, on {formatLongDate(bill.reconciliation.postedOn)}, your balance was{' '}
            {balanceInWords(bill.reconciliation.balanceBeforePence)}. This bill took{' '}
            {formatPounds(bill.totalPence)} from it, leaving{' '}
            <strong>{balanceInWords(bill.reconciliation.balanceAfterPence)}</strong>.
          </p>
          <p>
            <Link href={BALANCE_PATH}>See every payment and bill since</Link>
          </p>
        </section>
      )}
    </article>
  );
}
