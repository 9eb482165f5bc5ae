import type { AccountSummary } from '@/lib/gateway/contract/customer';
import { LoadingPlaceholder } from '@/lib/ui/loading-placeholder';
import panels from '../screen/panels.module.css';
import { Refusal } from '../screen/account-screen';
import { ScreenData } from '../screen/screen-data';
import { allSmart } from './slot-words';
import { SmartPayAsYouGo } from './smart-pay-as-you-go';
import styles from './smart-meter.module.css';
import { useSmartMeterBooking } from './use-smart-meter';

interface SmartMeterRefusalProps {
  account: AccountSummary;
  /** The permission model's reason, should the gateway not say more. */
  reason: string;
}

/**
 * Why the account cannot book a smart meter, in the gateway's words (its meters are smart
 * already…); with smart meters fitted, whether it could pay as it goes.
 */
export function SmartMeterRefusal({ account, reason }: SmartMeterRefusalProps) {
  return (
    <ScreenData
      query={useSmartMeterBooking(account.id)}
      placeholder={
        <LoadingPlaceholder className={styles.placeholder} label="Loading your smart meter" />
      }
      failure={() => (
        <div className={panels.screen}>
          <Refusal reason={reason} />
        </div>
      )}
    >
      {(booking) => (
        <div className={panels.screen}>
          <Refusal reason={booking.ineligibleReason ?? reason} />
          {allSmart(booking.meters) && (
            <SmartPayAsYouGo accountId={account.id} accountNumber={account.number} />
          )}
        </div>
      )}
    </ScreenData>
  );
}
