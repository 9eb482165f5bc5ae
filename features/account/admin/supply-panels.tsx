import { formatLongDate } from '@/lib/format-date';
import { formatPence, formatPounds } from '@/lib/format-money';
import { formatNumber } from '@/lib/format-number';
import type { Agreement, Balance } from '@/lib/gateway/contract/account';
import type { StaffAccountView } from '@/lib/gateway/contract/admin';
import { isRateName } from '@/lib/gateway/contract/rate-names';
import type { Reading } from '@/lib/gateway/contract/readings';
import { rateLabel } from '@/lib/rate-label';
import { balanceInWords } from '../balance/money';
import { Panel } from '../screen/panel';
import panels from '../screen/panels.module.css';
import { exitFeeWords, FUEL_NAMES, tariffKind } from '../tariff/tariff-facts';
import { Facts, type Fact } from './facts';
import styles from './admin.module.css';

const AGREEMENT_STATUS = { current: 'Current', future: 'Starts later', past: 'Ended' } as const;

function rateFacts(agreement: Agreement): Fact[] {
  return agreement.unitRates.map((rate) => [
    `${isRateName(rate.name) ? rateLabel(rate.name) : rate.name} unit rate`,
    `${formatPence(rate.unitRateIncVatPence)} per kWh`,
  ]);
}

/** The account's current tariffs and any that follow, each fuel's prices with VAT. */
export function TariffsPanel({ agreements }: { agreements: readonly Agreement[] }) {
  return (
    <Panel heading="Tariffs">
      {agreements.length === 0 ? (
        <p>No current tariff.</p>
      ) : (
        agreements.map((agreement) => (
          <div key={agreement.id} className={styles.agreement}>
            <h3 className={styles.subheading}>
              {FUEL_NAMES[agreement.fuel]}: {agreement.tariffName}
            </h3>
            <Facts
              facts={[
                ['Status', AGREEMENT_STATUS[agreement.status]],
                ['Type', tariffKind(agreement)],
                ...rateFacts(agreement),
                ['Standing charge', `${formatPence(agreement.standingChargeIncVatPence)} per day`],
                ['Started', formatLongDate(agreement.startDate)],
                ['Ends', agreement.endDate ? formatLongDate(agreement.endDate) : 'No end date'],
                ['Exit fee', exitFeeWords(agreement.exitFeePence)],
              ]}
            />
          </div>
        ))
      )}
    </Panel>
  );
}

/** The balance as the customer's Bills & Transactions shows it. */
export function BalancePanel({ balance }: { balance: Balance }) {
  const { lastPayment, nextDirectDebit } = balance;
  return (
    <Panel heading="Balance">
      <Facts
        facts={[
          ['Balance', `${balanceInWords(balance.balancePence)} on ${formatLongDate(balance.asOf)}`],
          [
            'Last payment',
            lastPayment
              ? `${formatPounds(lastPayment.amountPence)} on ${formatLongDate(lastPayment.postedOn)}`
              : 'None yet',
          ],
          [
            'Next Direct Debit',
            nextDirectDebit
              ? `${formatPounds(nextDirectDebit.amountPence)} on ${formatLongDate(nextDirectDebit.date)}`
              : 'None due',
          ],
        ]}
      />
    </Panel>
  );
}

const REGISTER_NAMES = { standard: '', day: ', day', night: ', night' } as const;
/** Electricity registers count kWh; gas meters count cubic metres. */
const UNITS = { electricity: 'kWh', gas: 'm³' } as const;
const SOURCES = {
  customer: 'Actual, sent by the customer',
  smart: 'Actual, from the smart meter',
  estimated: 'Estimated by us',
} as const;

/** The latest reading still standing of each meter register. */
export function LatestReadingsPanel({ readings }: { readings: readonly Reading[] }) {
  return (
    <Panel heading="Latest meter readings">
      {readings.length === 0 ? (
        <p>No readings yet.</p>
      ) : (
        <table className={panels.table}>
          <thead>
            <tr>
              <th scope="col">Meter</th>
              <th scope="col" className={panels.number}>
                Reading
              </th>
              <th scope="col">Read on</th>
              <th scope="col">Source</th>
            </tr>
          </thead>
          <tbody>
            {readings.map((reading) => (
              <tr key={reading.id}>
                <th scope="row">
                  {FUEL_NAMES[reading.fuel]}
                  {REGISTER_NAMES[reading.registerName]}
                </th>
                <td className={panels.number}>
                  {formatNumber(reading.value)} {UNITS[reading.fuel]}
                </td>
                <td>{formatLongDate(reading.readOn)}</td>
                <td>{SOURCES[reading.source]}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Panel>
  );
}

const MOVE_STATUS = {
  Received: 'we have the date',
  Processing: 'the final bill is being prepared',
  Completed: 'completed',
} as const;

function renewalWords(renewal: NonNullable<StaffAccountView['pendingRenewal']>): string {
  const tariff = renewal.tariffName ?? 'a tariff arranged by phone';
  const starts = renewal.supplyStartDate
    ? `, starting ${formatLongDate(renewal.supplyStartDate)}`
    : '';
  return `${renewal.status}: ${tariff}, asked for on ${formatLongDate(renewal.requestedAt)}${starts}`;
}

/** A renewal under way and a move out, if the customer has either. */
export function RenewalAndMovePanel({
  pendingRenewal,
  moveOut,
}: Pick<StaffAccountView, 'pendingRenewal' | 'moveOut'>) {
  return (
    <Panel heading="Renewal and moving home">
      <Facts
        facts={[
          ['Renewal', pendingRenewal ? renewalWords(pendingRenewal) : 'None under way'],
          [
            'Moving out',
            moveOut
              ? `On ${formatLongDate(moveOut.moveOutDate)}: ${MOVE_STATUS[moveOut.status]}`
              : 'No move recorded',
          ],
        ]}
      />
    </Panel>
  );
}
