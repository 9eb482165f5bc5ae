import type { AccountSummary } from '@/lib/gateway/contract/customer';
import { LoadingPlaceholder } from '@/lib/ui/loading-placeholder';
import { Refusal } from '../screen/account-screen';
import { ScreenData } from '../screen/screen-data';
import { AutomaticDiscount } from './automatic-discount';
import { ScottishDiscount } from './scottish-discount';
import { useWarmHomeDiscount } from './use-warm-home-discount';
import styles from './warm-home-discount.module.css';

/**
 * The Warm Home Discount (/accounts/warm-home-discount) as it works where the home is: automatic
 * in England and Wales, applied for in Scotland.
 */
export function WarmHomeDiscountScreen({ account }: { account: AccountSummary }) {
  return (
    <ScreenData
      query={useWarmHomeDiscount(account.id)}
      placeholder={
        <LoadingPlaceholder
          className={styles.placeholder}
          label="Loading your Warm Home Discount"
        />
      }
    >
      {(discount) =>
        discount.scheme === 'scotland' ? (
          <ScottishDiscount accountId={account.id} discount={discount} />
        ) : (
          <AutomaticDiscount discount={discount} />
        )
      }
    </ScreenData>
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
