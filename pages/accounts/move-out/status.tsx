import { withSiteChrome } from '@/features/app-shell/server';
import { MoveOutStatusPage } from '@/features/account/moving/move-out-status-page';

export const getStaticProps = withSiteChrome();

export default MoveOutStatusPage;
