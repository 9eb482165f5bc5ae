import { AccountScreen } from '../screen/account-screen';
import { SmartMeterRefusal } from './smart-meter-refusal';
import { SmartMeterScreen } from './smart-meter-screen';

/** SPEC §2 /accounts/smart_meter_portal: booking a smart meter installation. */
export function SmartMeterPage() {
  return (
    <AccountScreen
      section="smartMeterPortal"
      refusal={(account, reason) => <SmartMeterRefusal account={account} reason={reason} />}
    >
      {(account) => <SmartMeterScreen account={account} />}
    </AccountScreen>
  );
}
