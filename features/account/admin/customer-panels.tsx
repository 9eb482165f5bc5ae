import { Link } from '@/lib/ui/link';
import type { AccountState } from '@/lib/gateway/contract/account';
import type { StaffAccountView } from '@/lib/gateway/contract/admin';
import type {
  AccountSummary,
  BillFormat,
  Customer,
  NameChangeReason,
} from '@/lib/gateway/contract/customer';
import { formatLongDate } from '@/lib/format-date';
import { ACCOUNT_STATUS_LABEL, SUPPLY_FUEL_LABEL } from '../account-words';
import { Panel } from '../screen/panel';
import { adminHref } from './admin-href';
import { addressWords, yesNo } from './admin-words';
import { Facts, type Fact } from './facts';
import styles from './admin.module.css';

const BILL_FORMATS: Record<BillFormat, string> = {
  standard: 'Standard print',
  'large-print': 'Large print',
  braille: 'Braille',
  audio: 'Audio recordings',
};

const NAME_CHANGE_REASONS: Record<NameChangeReason, string> = {
  marriage: 'marriage or civil partnership',
  divorce: 'divorce or the end of a civil partnership',
  'deed-poll': 'deed poll',
  correction: 'a misspelt name',
  other: 'another reason',
};

const agreed = (consent: boolean) => (consent ? 'Agreed' : 'Not agreed');

/** 'Mr Alex Morgan'. */
export const customerName = ({ title, firstName, lastName }: Customer) =>
  [title, firstName, lastName].filter(Boolean).join(' ');

function nameChangeWords({ pendingNameChange: change }: Customer) {
  if (!change) return 'None asked for';
  return (
    `To ${change.firstName} ${change.lastName}, for ${NAME_CHANGE_REASONS[change.reason]}, ` +
    `asked for on ${formatLongDate(change.requestedAt)}${change.details ? `: “${change.details}”` : ''}`
  );
}

/** The customer: who they are, how we reach them, and what they agreed to. */
export function CustomerPanel({ customer }: { customer: Customer }) {
  const facts: Fact[] = [
    ['Email address', customer.email],
    ['Phone', customer.phone ?? 'Not given'],
    ['Date of birth', customer.dateOfBirth ? formatLongDate(customer.dateOfBirth) : 'Not given'],
    [
      'Letters and bills go to',
      customer.correspondenceAddress
        ? addressWords(customer.correspondenceAddress)
        : "Each account's supply address",
    ],
    ['Bills and letters in', BILL_FORMATS[customer.billFormat]],
    ['News and offers', agreed(customer.marketingConsent)],
    ['Electric vehicle tariff news', agreed(customer.evMarketingConsent)],
    ['Change of name', nameChangeWords(customer)],
  ];
  return (
    <Panel heading="Contact details">
      <Facts facts={facts} />
    </Panel>
  );
}

interface AccountPanelProps {
  account: AccountSummary;
  otherAccounts: StaffAccountView['otherAccounts'];
  /** The search the view was opened from, kept in the links to the other accounts. */
  query: string | null;
}

/** The account looked at: where we supply, what, since when, and the customer's others. */
export function AccountPanel({ account, otherAccounts, query }: AccountPanelProps) {
  const others =
    otherAccounts.length === 0 ? (
      'None'
    ) : (
      <ul className={styles.plainList}>
        {otherAccounts.map((other) => (
          <li key={other.id}>
            <Link href={adminHref({ query, account: other.id })} shallow scroll={false}>
              Account {other.number}
            </Link>
            , {addressWords(other.supplyAddress)}
          </li>
        ))}
      </ul>
    );
  return (
    <Panel heading={`Account ${account.number}`}>
      <Facts
        facts={[
          ['Supply address', addressWords(account.supplyAddress)],
          ['Energy', SUPPLY_FUEL_LABEL[account.fuelType]],
          ['Status', ACCOUNT_STATUS_LABEL[account.status]],
          ['Opened on', formatLongDate(account.openedOn)],
          ['Other accounts', others],
        ]}
      />
    </Panel>
  );
}

/** The flags the customer's menu and screens follow (SPEC §3, §5), as the customer has them. */
export function AccountFlagsPanel({ state }: { state: AccountState }) {
  return (
    <Panel heading="What the customer's screens allow">
      <Facts
        facts={[
          ['Account unlocked', yesNo(state.accountUnlocked)],
          ['Restricted (no online readings, usage or payments)', yesNo(state.accountRestricted)],
          ['On a variable tariff', yesNo(state.onVariableContract)],
          ['Can renew now', yesNo(state.accountCanRenew)],
          ['More than one account', yesNo(state.multipleAccounts)],
          ['Referral voucher blocked', yesNo(state.blacklistedVoucher)],
          ['Refer a Friend paused for everyone', yesNo(state.referDisabledGlobally)],
          ['Can book a smart meter', yesNo(state.eligibleForSmartMeter.eligible)],
          ['Can get the Warm Home Discount', yesNo(state.eligibleForWarmHomeDiscount)],
          ['Move out recorded', yesNo(state.hasMoveOut)],
          ['So Energy staff', yesNo(state.admin)],
        ]}
      />
    </Panel>
  );
}
