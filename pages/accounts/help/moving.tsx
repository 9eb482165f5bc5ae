import { withSiteChrome } from '@/features/app-shell/server';
import { MovingHomeHelpPage } from '@/features/account/moving/moving-home-help-page';

export const getStaticProps = withSiteChrome();

export default MovingHomeHelpPage;
