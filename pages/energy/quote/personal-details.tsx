import { withSiteChrome } from '@/features/app-shell/server';
import { JourneyStep, PersonalDetailsStep } from '@/features/quote';

export const getStaticProps = withSiteChrome();

export default function PersonalDetailsPage() {
  return (
    <JourneyStep step="personal-details">
      <PersonalDetailsStep />
    </JourneyStep>
  );
}

PersonalDetailsPage.layout = 'quoteAndSwitch' as const;
