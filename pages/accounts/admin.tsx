import { withSiteChrome } from '@/features/app-shell/server';
import { AdminPage } from '@/features/account/admin/admin-page';

export const getStaticProps = withSiteChrome();

export default AdminPage;
