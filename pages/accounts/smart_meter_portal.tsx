import { withSiteChrome } from '@/features/app-shell/server';
import { AccountScreen } from '@/features/account/screen/account-screen';
import {
  SmartMeterRefusal,
  SmartMeterScreen,
} from '@/features/account/smart-meter/smart-meter-screen';

export const getStaticProps = withSiteChrome();

/** SPEC §2 /accounts/smart_meter_portal: booking a smart meter installation. */
export default function SmartMeterPage() {
  return (
    <AccountScreen
      section="smartMeterPortal"
      refusal={(account, reason) => <SmartMeterRefusal account={account} reason={reason} />}
    >
      {(account) => <SmartMeterScreen account={account} />}
    </AccountScreen>
  );
}
