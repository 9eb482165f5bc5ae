import { withSiteChrome } from '@/features/app-shell/server';
import { AccountScreen } from '@/features/account/screen/account-screen';
import {
  WarmHomeDiscountRefusal,
  WarmHomeDiscountScreen,
} from '@/features/account/warm-home-discount/warm-home-discount-screen';

export const getStaticProps = withSiteChrome();

/** SPEC §2 …/warm-home-discount: £150 off the electricity bill, automatic or applied for. */
export default function WarmHomeDiscountPage() {
  return (
    <AccountScreen
      section="warmHomeDiscount"
      refusal={(_account, reason) => <WarmHomeDiscountRefusal reason={reason} />}
    >
      {(account) => <WarmHomeDiscountScreen account={account} />}
    </AccountScreen>
  );
}
