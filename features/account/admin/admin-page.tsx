import { AccountScreen } from '../screen/account-screen';
import { AdminScreen } from './admin-screen';

/** SPEC §1, §6 /admin: staff find a customer and look at their account, read-only. */
export function AdminPage() {
  return <AccountScreen section="admin">{() => <AdminScreen />}</AccountScreen>;
}
