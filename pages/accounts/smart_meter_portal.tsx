import { withSiteChrome } from '@/features/app-shell/server';
import { SmartMeterPage } from '@/features/account/smart-meter/smart-meter-page';

export const getStaticProps = withSiteChrome();

export default SmartMeterPage;
