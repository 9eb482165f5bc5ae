import type { AccountSummary } from '@/lib/gateway/contract/customer';
import { LoadFailure } from '@/lib/ui/load-failure';
import { LoadingPlaceholder } from '@/lib/ui/loading-placeholder';
import { useMinimumDisplay } from '@/lib/ui/use-minimum-display';
import { Refusal } from '../screen/account-screen';
import { AutomaticDiscount } from './automatic-discount';
import { ScottishDiscount } from './scottish-discount';
import { useWarmHomeDiscount } from './use-warm-home-discount';
import styles from './warm-home-discount.module.css';

/**
 * The Warm Home Discount (/accounts/warm-home-discount) as it works where the home is: automatic
 * in England and Wales, applied for in Scotland.
 */
export function WarmHomeDiscountScreen({ account }: { account: AccountSummary }) {
  const { data, error, mutate } = useWarmHomeDiscount(account.id);
  const loading = useMinimumDisplay(!data && !error);
  if (error && !data && !loading) {
    return <LoadFailure message={error.message} retry={() => void mutate()} />;
  }
  if (loading || !data) {
    return (
      <LoadingPlaceholder className={styles.placeholder} label="Loading your Warm Home Discount" />
    );
  }
  return data.scheme === 'scotland' ? (
    <ScottishDiscount accountId={account.id} discount={data} />
  ) : (
    <AutomaticDiscount discount={data} />
  );
}

/** What the page shows instead where we do not supply the home's electricity. */
export function WarmHomeDiscountRefusal({ reason }: { reason: string }) {
  return (
    <Refusal
      reason={
        <>
          {reason} If you qualify, the discount goes on the bill of the supplier of your
          electricity.
        </>
      }
    />
  );
}
