import { withSiteChrome } from '@/features/app-shell/server';
import { PaymentsScreen } from '@/features/account/payments/payments-screen';
import { AccountScreen } from '@/features/account/screen/account-screen';

export const getStaticProps = withSiteChrome();

export default function PaymentsPage() {
  return (
    <AccountScreen section="payments">
      {(account) => <PaymentsScreen account={account} />}
    </AccountScreen>
  );
}
