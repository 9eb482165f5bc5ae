import { withSiteChrome } from '@/features/app-shell/server';
import { AccountScreen } from '@/features/account/screen/account-screen';
import { TariffScreen } from '@/features/account/tariff/tariff-screen';

export const getStaticProps = withSiteChrome();

export default function TariffInformationPage() {
  return (
    <AccountScreen section="tariff">
      {(account) => <TariffScreen account={account} />}
    </AccountScreen>
  );
}
