import { withSiteChrome } from '@/features/app-shell/server';
import { ChangeScreen } from '@/features/account/change/change-screen';
import { AccountScreen } from '@/features/account/screen/account-screen';

export const getStaticProps = withSiteChrome();

export default function ChangeAccountPage() {
  return <AccountScreen section="change">{() => <ChangeScreen />}</AccountScreen>;
}
