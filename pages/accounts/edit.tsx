import { withSiteChrome } from '@/features/app-shell/server';
import { DetailsScreen } from '@/features/account/details/details-screen';
import { AccountScreen } from '@/features/account/screen/account-screen';

export const getStaticProps = withSiteChrome();

export default function PersonalDetailsPage() {
  return <AccountScreen section="personalDetails">{() => <DetailsScreen />}</AccountScreen>;
}
