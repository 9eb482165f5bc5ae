import { withSiteChrome } from '@/features/app-shell/server';
import { AdminScreen } from '@/features/account/admin/admin-screen';
import { AccountScreen } from '@/features/account/screen/account-screen';

export const getStaticProps = withSiteChrome();

/** SPEC §1, §6 /admin: staff find a customer and look at their account, read-only. */
export default function AdminPage() {
  return <AccountScreen section="admin">{() => <AdminScreen />}</AccountScreen>;
}
