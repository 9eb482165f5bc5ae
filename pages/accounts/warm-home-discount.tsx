import { withSiteChrome } from '@/features/app-shell/server';
import { WarmHomeDiscountPage } from '@/features/account/warm-home-discount/warm-home-discount-page';

export const getStaticProps = withSiteChrome();

export default WarmHomeDiscountPage;
