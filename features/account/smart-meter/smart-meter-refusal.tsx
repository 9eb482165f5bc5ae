import type { AccountSummary } from '@/lib/gateway/contract/customer';
import { LoadingPlaceholder } from '@/lib/ui/loading-placeholder';
import { useMinimumDisplay } from '@/lib/ui/use-minimum-display';
import panels from '../screen/panels.module.css';
import { Refusal } from '../screen/account-screen';
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
  const { data, error } = useSmartMeterBooking(account.id);
  const loading = useMinimumDisplay(!data && !error);
  if (loading) {
    return <LoadingPlaceholder className={styles.placeholder} label="Loading your smart meter" />;
  }
  return (
    <div className={panels.screen}>
      <Refusal reason={data?.ineligibleReason ?? reason} />
      {data && allSmart(data.meters) && (
        <SmartPayAsYouGo accountId={account.id} accountNumber={account.number} />
      )}
    </div>
  );
}
