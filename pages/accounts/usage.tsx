import { withSiteChrome } from '@/features/app-shell/server';
import { AccountScreen } from '@/features/account/screen/account-screen';
import { UsageScreen } from '@/features/account/usage/usage-screen';

export const getStaticProps = withSiteChrome();

export default function UsagePage() {
  return (
    <AccountScreen section="usage">{(account) => <UsageScreen account={account} />}</AccountScreen>
  );
}
