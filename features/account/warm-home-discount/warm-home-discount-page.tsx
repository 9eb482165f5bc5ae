import { AccountScreen, Refusal } from '../screen/account-screen';
import { WarmHomeDiscountScreen } from './warm-home-discount-screen';

/** SPEC §2 …/warm-home-discount: £150 off the electricity bill, automatic or applied for. */
export function WarmHomeDiscountPage() {
  return (
    <AccountScreen
      section="warmHomeDiscount"
      refusal={(_account, reason) => (
        <Refusal
          reason={
            <>
              {reason} If you qualify, the discount goes on the bill of the supplier of your
              electricity.
            </>
          }
        />
      )}
    >
      {(account) => <WarmHomeDiscountScreen account={account} />}
    </AccountScreen>
  );
}
