import type { AccountSummary } from '@/lib/gateway/contract/customer';
import { BalanceCard } from '../balance-card';
import panels from '../screen/panels.module.css';
import { PaymentPlanSection } from './payment-plan-section';
import { RefundSection } from './refund/refund-section';
import { TransactionsSection } from './transactions-section';

/**
 * Bills & Transactions (/accounts/balance): the balance, any debt and what can be done, a refund
 * of credit, every transaction.
 */
export function BalanceScreen({ account }: { account: AccountSummary }) {
  return (
    <div className={panels.screen}>
      <BalanceCard accountId={account.id} />
      <PaymentPlanSection accountId={account.id} />
      <RefundSection accountId={account.id} />
      <TransactionsSection account={account} />
    </div>
  );
}
