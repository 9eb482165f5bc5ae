import { withSiteChrome } from '@/features/app-shell/server';
import { RenewPage } from '@/features/account/renew/renew-page';

export const getStaticProps = withSiteChrome();

export default RenewPage;
